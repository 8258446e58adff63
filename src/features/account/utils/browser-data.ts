import { languageStorageKey } from '../../../lib/i18n/detect-language';
import { accessibilityActions, useAccessibilityStore } from '../../../stores/accessibility-store';
import { basketActions, useBasketStore } from '../../../stores/basket-store';

/**
 * The public settings the query persister keeps (src/app/query-persistence.ts; a feature may not
 * import the app shell, so the name is repeated here: keep the two equal).
 */
export const PERSISTED_QUERIES_KEY = 'consultas-persistidas';

/** localStorage items this page erases; the session's own go with the sign-out that follows. */
export const BROWSER_DATA_KEYS = [
  'cesta',
  'acessibilidade',
  languageStorageKey,
  PERSISTED_QUERIES_KEY,
] as const;

/**
 * Erases the basket, the preferences (language, accessibility) and the kept catalogue settings.
 * The stores are emptied first, so nothing in memory writes them back; the encrypted session is
 * left to the sign-out (`/sair`), which needs its token to revoke it on the server.
 */
export function clearBrowserData(): void {
  basketActions.cleared();
  accessibilityActions.reset();
  void useBasketStore.persist.clearStorage();
  void useAccessibilityStore.persist.clearStorage();
  try {
    for (const key of BROWSER_DATA_KEYS) globalThis.localStorage?.removeItem(key);
  } catch {
    // Storage blocked by the browser: nothing was kept there either.
  }
}
