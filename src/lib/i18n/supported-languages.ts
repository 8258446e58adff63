/**
 * The languages this build ships (a test keeps their keys in step with Portuguese's), each with
 * its BCP 47 locale, for dates, numbers and react-aria. Kept apart from the translations, so
 * start-up can pick the language before they load.
 */
export const localeOf = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' } as const;
export type SupportedLanguage = keyof typeof localeOf;
export const supportedLanguages = Object.keys(localeOf) as SupportedLanguage[];

export const defaultLanguage = 'pt';
