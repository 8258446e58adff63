import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { belowTheFoldVisit as visit } from './below-the-fold-visit';

/**
 * What a page shows below its first screen (a title's tabs and comments), rendered in a second,
 * interruptible pass on the visit's first page: the first commit holds only what the reader
 * sees first (and the page's LCP, a title's cover), so it paints sooner on a slow phone; the
 * `fallback` keeps the place meanwhile. Later pages of the visit render it at once, so moving
 * between pages never flashes the fallback.
 */
export function BelowTheFold({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [deferred] = useState(() => !visit.shown);
  const shown = useDeferredValue(true, !deferred);
  useEffect(() => {
    if (shown) visit.shown = true;
  }, [shown]);
  return shown ? children : fallback;
}
