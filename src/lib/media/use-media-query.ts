import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following the window as it is resized or rotated. Where
 * `matchMedia` does not exist (jsdom in unit tests) nothing matches; on the server (a page
 * rendered ahead of the app) nothing matches either, and React hydrates with that answer before
 * it reads the window's, so the server's markup and the hydrating render agree.
 */
export function useMediaQuery(query: string): boolean {
  // One subscription per query: a new function each render would make React resubscribe.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
