import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following the window as it is resized or rotated. Where
 * `matchMedia` does not exist (jsdom in unit tests) nothing matches.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => globalThis.matchMedia?.(query).matches ?? false,
  );
}
