import { useEffect, useState } from 'react';

/** After this long, a loading indicator says that it is taking longer than usual. */
export const TAKING_LONG_MS = 10_000;

/**
 * True once `active` (something is loading) has lasted `ms`; false again as soon as it stops.
 * A spinner or skeleton alone for longer than that reads as a hung page (issue #36).
 */
export function useTakingLong(active: boolean, ms: number = TAKING_LONG_MS): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setLong(true), ms);
    return () => {
      clearTimeout(timer);
      setLong(false);
    };
  }, [active, ms]);
  return active && long;
}
