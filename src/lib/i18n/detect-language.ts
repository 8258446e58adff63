import { isLanguageCode, languageOrder, type LanguageCode } from './languages';
import { optionalLanguageResources } from './optional-languages';
import { defaultLanguage, supportedLanguages } from './supported-languages';

/** Where the chosen language is kept between visits. */
export const languageStorageKey = 'lng';

/** Languages with translations at start-up: the three shipped ones plus any optional bundle present. */
export const startupLanguages: readonly LanguageCode[] = languageOrder.filter(
  (code) => (supportedLanguages as string[]).includes(code) || code in optionalLanguageResources,
);

function storedLanguage(): string | null {
  try {
    return globalThis.localStorage?.getItem(languageStorageKey) ?? null;
  } catch {
    // Storage can be disabled (privacy settings); detection then goes on to the browser.
    return null;
  }
}

/**
 * Spec section 2: the stored setting, then the browser's languages; an `lng` query parameter
 * overrides both (it is how a language change reloads the page). Only languages with loaded
 * translations are picked; otherwise Portuguese.
 */
export function detectLanguage(
  search: string = globalThis.location?.search ?? '',
  stored: string | null = storedLanguage(),
  browser: readonly string[] = globalThis.navigator?.languages ?? [],
  available: readonly string[] = startupLanguages,
): LanguageCode {
  const candidates = [new URLSearchParams(search).get('lng'), stored, ...browser];
  for (const candidate of candidates) {
    const base = candidate?.toLowerCase().split('-')[0];
    if (isLanguageCode(base) && available.includes(base)) return base;
  }
  return defaultLanguage;
}

/** Remembers the chosen language for the next visits (read back by `detectLanguage`). */
export function storeLanguage(code: LanguageCode) {
  try {
    globalThis.localStorage?.setItem(languageStorageKey, code);
  } catch {
    // Without storage the `lng` query parameter still carries the choice for this visit.
  }
  // The same choice for the server that renders pages (src/app/framework/): it cannot read storage.
  if (globalThis.document)
    document.cookie = `${languageStorageKey}=${code}; path=/; max-age=31536000; samesite=lax`;
}
