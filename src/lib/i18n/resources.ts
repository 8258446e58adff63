import enAuth from '../../../locales/en/auth.json';
import enCatalogue from '../../../locales/en/catalogue.json';
import enCommon from '../../../locales/en/common.json';
import enDesignSystem from '../../../locales/en/design-system.json';
import enErrors from '../../../locales/en/errors.json';
import enFooter from '../../../locales/en/footer.json';
import enPersonalArea from '../../../locales/en/personal-area.json';
import enSearch from '../../../locales/en/search.json';
import enShell from '../../../locales/en/shell.json';
import esAuth from '../../../locales/es/auth.json';
import esCatalogue from '../../../locales/es/catalogue.json';
import esCommon from '../../../locales/es/common.json';
import esDesignSystem from '../../../locales/es/design-system.json';
import esErrors from '../../../locales/es/errors.json';
import esFooter from '../../../locales/es/footer.json';
import esPersonalArea from '../../../locales/es/personal-area.json';
import esSearch from '../../../locales/es/search.json';
import esShell from '../../../locales/es/shell.json';
import ptAuth from '../../../locales/pt/auth.json';
import ptCatalogue from '../../../locales/pt/catalogue.json';
import ptCommon from '../../../locales/pt/common.json';
import ptDesignSystem from '../../../locales/pt/design-system.json';
import ptErrors from '../../../locales/pt/errors.json';
import ptFooter from '../../../locales/pt/footer.json';
import ptPersonalArea from '../../../locales/pt/personal-area.json';
import ptSearch from '../../../locales/pt/search.json';
import ptShell from '../../../locales/pt/shell.json';
import enBasket from '../../../locales/en/basket.json';
import enGuides from '../../../locales/en/guides.json';
import enRecovery from '../../../locales/en/recovery.json';
import esBasket from '../../../locales/es/basket.json';
import esGuides from '../../../locales/es/guides.json';
import esRecovery from '../../../locales/es/recovery.json';
import ptBasket from '../../../locales/pt/basket.json';
import ptGuides from '../../../locales/pt/guides.json';
import ptRecovery from '../../../locales/pt/recovery.json';

export const defaultNamespace = 'common';
export const defaultLanguage = 'pt';

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
  en: {
    common: enCommon,
    catalogue: enCatalogue,
    'design-system': enDesignSystem,
    shell: enShell,
    errors: enErrors,
    footer: enFooter,
    'personal-area': enPersonalArea,
    auth: enAuth,
    search: enSearch,
    recovery: enRecovery,
    basket: enBasket,
    guides: enGuides,
  },
  es: {
    common: esCommon,
    catalogue: esCatalogue,
    'design-system': esDesignSystem,
    shell: esShell,
    errors: esErrors,
    footer: esFooter,
    'personal-area': esPersonalArea,
    auth: esAuth,
    search: esSearch,
    recovery: esRecovery,
    basket: esBasket,
    guides: esGuides,
  },
} as const;

export type SupportedLanguage = keyof typeof resources;
/** BCP 47 locale of each language, for dates, numbers and react-aria. */
export const localeOf = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' } as const satisfies Record<
  keyof typeof resources,
  string
>;

export const supportedLanguages = Object.keys(resources) as SupportedLanguage[];
