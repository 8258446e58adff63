import type { LanguageBundles } from './optional-languages';
import type { defaultLanguage, SupportedLanguage } from './supported-languages';
import ptAuth from '../../../locales/pt/auth.json';
import ptCatalogue from '../../../locales/pt/catalogue.json';
import ptCommon from '../../../locales/pt/common.json';
import ptDesignSystem from '../../../locales/pt/design-system.json';
import ptErrors from '../../../locales/pt/errors.json';
import ptFooter from '../../../locales/pt/footer.json';
import ptPersonalArea from '../../../locales/pt/personal-area.json';
import ptSearch from '../../../locales/pt/search.json';
import ptShell from '../../../locales/pt/shell.json';
import ptBasket from '../../../locales/pt/basket.json';
import ptGuides from '../../../locales/pt/guides.json';
import ptRecovery from '../../../locales/pt/recovery.json';

export const defaultNamespace = 'common';

/**
 * Labels of coded values (coded-value-labels.ts). English and Spanish load it at start from the
 * chunk they fetch anyway; Portuguese has no file to load (the server's own text is the label),
 * so it costs the Portuguese first page nothing.
 */
export const codedValuesNamespace = 'coded-values';

/** Portuguese is the reference: its shape types every key (see i18next.d.ts). */
export const resources = {
  pt: {
    common: ptCommon,
    catalogue: ptCatalogue,
    'design-system': ptDesignSystem,
    shell: ptShell,
    errors: ptErrors,
    footer: ptFooter,
    'personal-area': ptPersonalArea,
    auth: ptAuth,
    search: ptSearch,
    recovery: ptRecovery,
    basket: ptBasket,
    guides: ptGuides,
  },
} as const;

/**
 * Portuguese is bundled with the app (the default, and what the home page paints first); the
 * other shipped languages are one chunk each, fetched only when the interface is in them
 * (see the backend in init-i18n.ts). This keeps about 20 KB (gzip) of translations out of every
 * page's first-visit JavaScript (`tests/tools/check-route-budgets.mjs`).
 */
export const languageLoaders: Record<
  Exclude<SupportedLanguage, typeof defaultLanguage>,
  () => Promise<LanguageBundles>
> = {
  en: async () => (await import('./bundles/en')).default,
  es: async () => (await import('./bundles/es')).default,
};
