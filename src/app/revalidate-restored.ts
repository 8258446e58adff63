import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Answers restored from an earlier visit are shown at once but asked for again when a screen
 * uses them, whatever their age: a reload has always meant fresh loans, results and records,
 * and a kept copy must not stand in for them online (nor hide a QA case's error). Offline the
 * ask waits for the network, and the copy serves.
 */
export function revalidateOnUse(
  queryClient: QueryClient,
  restoredKey: (queryKey: QueryKey) => boolean,
): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => restoredKey(query.queryKey),
    refetchType: 'none',
  });
}
