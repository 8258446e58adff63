import { useCallback, useContext, useSyncExternalStore } from 'react';
import { matchesGuess, ViewportGuessContext } from './viewport-guess';

/**
 * Whether a media query matches now, following the window as it is resized or rotated. Where
 * `matchMedia` does not exist (jsdom in unit tests) nothing matches. On the server it answers
 * for the screen the server guessed from the request (viewport-guess.ts), nothing matching
 * without a guess; React hydrates with that same answer before it reads the window's, so the
 * server's markup and the hydrating render agree, and a right guess leaves nothing to move once
 * the page is live (the phone's results bar was a 0.17 layout shift when the server rendered
 * the wide one).
 */
export function useMediaQuery(query: string): boolean {
  const guess = useContext(ViewportGuessContext);
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
    () => (guess ? (matchesGuess(query, guess) ?? false) : false),
  );
}
