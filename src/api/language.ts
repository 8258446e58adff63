/** The API's language codes, sent in the `idioma` header of every request. */
export const apiLanguageCodes = { pt: 1, es: 3, en: 5 } as const;

export type ApiLanguageCode = (typeof apiLanguageCodes)[keyof typeof apiLanguageCodes];

/** Portuguese is the API's default; languages it does not know (fr, it) fall back to it. */
export function apiLanguageCode(language: string): ApiLanguageCode {
  const base = language.toLowerCase().split('-')[0] ?? '';
  return base in apiLanguageCodes ? apiLanguageCodes[base as keyof typeof apiLanguageCodes] : 1;
}
