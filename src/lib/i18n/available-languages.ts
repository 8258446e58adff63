import type { i18n } from 'i18next';
import { languageOrder, type LanguageCode } from './languages';
import type { LanguageBundles } from './optional-languages';
import { defaultNamespace } from './resources';
import { supportedLanguages } from './supported-languages';

/**
 * The languages the chooser offers: those this build ships (their translations load when
 * chosen, see init-i18n.ts) and any other whose translations this i18next instance holds.
 */
export function availableLanguages(instance: i18n): LanguageCode[] {
  return languageOrder.filter(
    (code) =>
      (supportedLanguages as string[]).includes(code) ||
      instance.hasResourceBundle(code, defaultNamespace),
  );
}

/**
 * Loads one language's translations into a running instance; from then on the chooser offers it.
 * Later bundles deepen and overwrite earlier ones, so a partial update is safe.
 */
export function registerLanguage(instance: i18n, code: LanguageCode, bundles: LanguageBundles) {
  for (const [namespace, bundle] of Object.entries(bundles)) {
    instance.addResourceBundle(code, namespace, bundle, true, true);
  }
}
