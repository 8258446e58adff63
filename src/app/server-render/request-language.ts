import { detectLanguage, languageStorageKey } from '../../lib/i18n/detect-language';
import type { LanguageCode } from '../../lib/i18n/languages';

/** A cookie's value from a `Cookie` header, or null. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const pair of (header ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** `Accept-Language`'s languages, most wanted first (`q` weights honoured, `q=0` dropped). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const q = parameters
        .map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1])
        .find((value) => value !== undefined);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, weight }) => tag && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The language a page is rendered in, by the client's own rule (`detectLanguage`, spec section
 * 2): `lng` in the address, then the stored choice (the language bar keeps it in a cookie of the
 * same name beside localStorage, for the server), then the browser's languages.
 */
export function requestLanguage(
  url: URL,
  headers: { cookie?: string | null; acceptLanguage?: string | null },
): LanguageCode {
  return detectLanguage(
    url.search,
    cookieValue(headers.cookie, languageStorageKey),
    acceptedLanguages(headers.acceptLanguage),
  );
}
