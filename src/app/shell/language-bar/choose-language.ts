import { storeLanguage } from '../../../lib/i18n/detect-language';
import type { LanguageCode } from '../../../lib/i18n/languages';
import { loaderActions } from '../../../stores/loader-store';
import { pageConfigActions } from '../../../stores/page-config-store';
import { searchActions } from '../../../stores/search-store';

/** The same address with `lng` set: path, other parameters and fragment kept. */
export function addressWithLanguage(href: string, code: LanguageCode): string {
  const url = new URL(href);
  url.searchParams.set('lng', code);
  return url.href;
}

/**
 * Spec section 2, language bar: the stored search tabs and the search guides are in the old
 * language (their labels come from the server), so they go; the choice is stored; and the page
 * reloads with `?lng=` so every cached answer is fetched again in the new language.
 */
export function chooseLanguage(
  code: LanguageCode,
  navigate: (href: string) => void = (href) => globalThis.location.assign(href),
) {
  searchActions.tabsCleared();
  pageConfigActions.searchGuidesReset();
  loaderActions.searchGuidesReset();
  storeLanguage(code);
  navigate(addressWithLanguage(globalThis.location.href, code));
}
