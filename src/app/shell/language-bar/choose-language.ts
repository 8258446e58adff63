import { storeLanguage } from '../../../lib/i18n/detect-language';
import type { LanguageCode } from '../../../lib/i18n/languages';
import { leaveAppFor } from '../../../lib/urls/leave-app';

/** The same address with `lng` set: path, other parameters and fragment kept. */
export function addressWithLanguage(href: string, code: LanguageCode): string {
  const url = new URL(href);
  url.searchParams.set('lng', code);
  return url.href;
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
