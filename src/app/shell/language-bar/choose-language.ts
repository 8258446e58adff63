import { storeLanguage } from '../../../lib/i18n/detect-language';
import type { LanguageCode } from '../../../lib/i18n/languages';
import { leaveAppFor } from '../../../lib/urls/leave-app';

/** `url` with `lng` set: path, other parameters and fragment kept. */
function withLanguage(url: URL, code: LanguageCode): URL {
  url.searchParams.set('lng', code);
  return url;
}

/**
 * This site's address `path` (path, query and fragment, as the router holds it) with `?lng=`:
 * the language bar's links, the same in the browser and in the first screen rendered at build
 * time, where there is no `location`.
 */
export function pathWithLanguage(path: string, code: LanguageCode): string {
  const { pathname, search, hash } = withLanguage(new URL(path, 'http://site.invalid'), code);
  return `${pathname}${search}${hash}`;
}

/** The same address with `lng` set: path, other parameters and fragment kept. */
function addressWithLanguage(href: string, code: LanguageCode): string {
  return withLanguage(new URL(href), code).href;
}

/**
 * Spec section 2, language bar: the choice is stored and the page reloads with `?lng=`. Nothing
 * needs clearing: every translated answer (search guides, institution texts) carries its
 * language in its query key, so the new language is a new cache entry, fetched anew, and the
 * search tabs' values live in the URL.
 */
export function chooseLanguage(
  code: LanguageCode,
  navigate: (href: string) => void = (href) => void leaveAppFor(href, 'language bar'),
) {
  storeLanguage(code);
  navigate(addressWithLanguage(globalThis.location.href, code));
}
