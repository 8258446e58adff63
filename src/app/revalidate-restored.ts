import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Runs `restore` (a persister putting an earlier visit's answers back) and marks the answers it
 * brought stale: they are shown at once but asked for again when a screen uses them, whatever
 * their age. A reload has always meant fresh loans, results and records, and a kept copy must
 * not stand in for them online (nor hide a QA case's error). Offline the ask waits for the
 * network, and the copy serves.
 *
 * Only what the restore changed is marked: the answers the server rendered into this page are
 * this visit's, and marking them while the page hydrates would re-render the server's markup
 * away (the hydration test of issue 33 caught it on a slow machine).
 */
export async function restoreThenRevalidate(
  queryClient: QueryClient,
  restoredKey: (queryKey: QueryKey) => boolean,
  restore: () => Promise<unknown>,
): Promise<void> {
  const cache = queryClient.getQueryCache();
  const before = new Map(
    cache
      .findAll({ predicate: (query) => restoredKey(query.queryKey) })
      .map((query) => [query.queryHash, query.state.dataUpdatedAt]),
  );
  await restore();
  await queryClient.invalidateQueries({
    predicate: (query) =>
      restoredKey(query.queryKey) &&
      query.state.dataUpdatedAt > 0 &&
      before.get(query.queryHash) !== query.state.dataUpdatedAt,
    refetchType: 'none',
  });
}
