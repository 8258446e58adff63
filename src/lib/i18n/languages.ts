/**
 * Every language the chooser knows (spec section 2, language bar), in the order it shows them.
 * Only those whose translations are loaded are offered (see available-languages.ts).
 * `name` is the language's name in that language, so a reader finds it whatever is on screen.
 */
export const languageCatalogue = {
  pt: { name: 'Português', locale: 'pt-BR', htmlLang: 'pt-BR' },
  en: { name: 'English', locale: 'en-US', htmlLang: 'en' },
  es: { name: 'Español', locale: 'es-ES', htmlLang: 'es' },
  fr: { name: 'Français', locale: 'fr-FR', htmlLang: 'fr' },
  it: { name: 'Italiano', locale: 'it-IT', htmlLang: 'it' },
} as const;

export type LanguageCode = keyof typeof languageCatalogue;

export const languageOrder = Object.keys(languageCatalogue) as LanguageCode[];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && value in languageCatalogue;
}

/** The catalogue code of an i18next language (`pt-BR` counts as `pt`); unknown ones get Portuguese. */
export function toLanguageCode(language: string): LanguageCode {
  const base = language.toLowerCase().split('-')[0];
  return isLanguageCode(base) ? base : 'pt';
}

/** The catalogue entry of an i18next language, as `toLanguageCode` reads it. */
export function languageInfo(language: string) {
  return languageCatalogue[toLanguageCode(language)];
}
