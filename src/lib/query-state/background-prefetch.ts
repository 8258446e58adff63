import type { QueryClient } from '@tanstack/react-query';

const pending = new WeakMap<QueryClient, Set<Promise<unknown>>>();

/**
 * A route loader's prefetch that the navigation does not wait for (the results list keeps the
 * previous page on screen while the next one loads), kept per query client so that a server
 * rendering the page can wait for it: a prefetch that first fetches its code is not yet a query
 * in flight when the loader returns.
 */
export function prefetchInBackground(queryClient: QueryClient, work: Promise<unknown>): void {
  let works = pending.get(queryClient);
  if (!works) {
    works = new Set();
    pending.set(queryClient, works);
  }
  const settled = work.catch(() => undefined);
  works.add(settled);
  void settled.then(() => works.delete(settled));
}

/** Resolves once every background prefetch of `queryClient`, and any they started, is done. */
export async function backgroundPrefetches(queryClient: QueryClient): Promise<void> {
  for (let works = pending.get(queryClient); works?.size; works = pending.get(queryClient))
    await Promise.all(works);
}
