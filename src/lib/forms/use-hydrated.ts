import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while the component renders on the server (a prerendered page) and while React hydrates
 * that markup, then true; true from the start on a page the client renders. A prerendered form
 * uses it to keep its submit button off until its code runs: before that, a submit would be the
 * browser's own, and would put what was typed (a password) in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
