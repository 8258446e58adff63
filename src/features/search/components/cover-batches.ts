import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { linkQueries } from '../api/link-queries';

/**
 * Covers asked at once. `GET /vinculos/imagem` answers one title per call: twenty calls at once
 * would queue the page's other calls (links, filters, other titles) behind them on the
 * browser's few connections, and the first covers, the ones in view, would come no sooner.
 */
export const COVER_BATCH_SIZE = 5;

/**
 * How many batches may be asked for: the first at once, each next one as soon as every cover
 * of the batches before it has its answer (or its failure). Covers already in the cache count
 * as answered, so a page seen before releases every batch at once.
 */
export function releasedBatches(settled: readonly boolean[], size = COVER_BATCH_SIZE): number {
  const batches = Math.ceil(settled.length / size);
  let released = Math.min(1, batches);
  while (released < batches && settled.slice(0, released * size).every(Boolean)) released += 1;
  return released;
}

/** What a result knows of its title's cover. */
export interface FetchedCover {
  /** `pending` until its batch has been asked and answered. */
  status: 'pending' | 'success' | 'error';
  /** The first image the server gave, if any. */
  url: string | null;
}

const settledOf = (status: string | undefined) => status === 'success' || status === 'error';

/**
 * Asks for the covers of a page's titles in batches (COVER_BATCH_SIZE), in the order shown, from
 * the moment the page is drawn; `enabled` false (compact display, no covers) asks for none.
 * Says whether any cover's call failed.
 *
 * Each result reads its own cover (`useFetchedCover`), so an answer re-renders that cover alone.
 * The caller re-renders only when a batch is released or the first failure comes: re-rendering
 * the list for each of twenty answers was the results page's longest main-thread work after
 * its first render (a long task per batch on a slow phone).
 */
export function useCoverBatches(codes: readonly number[], enabled: boolean): { failed: boolean } {
  const queryClient = useQueryClient();
  // Read from the cache rather than from this render's results: whether a batch may leave
  // depends on the answers of the ones before it, and those are what re-render this hook.
  const settled = codes.map((code) =>
    settledOf(queryClient.getQueryState(linkQueries.cover(code).queryKey)?.status),
  );
  const released = enabled ? releasedBatches(settled) : 0;
  const { failed } = useQueries({
    queries: codes.map((code, index) => ({
      ...linkQueries.cover(code),
      enabled: index < released * COVER_BATCH_SIZE,
    })),
    // What re-renders the caller: structurally shared, so an answer that neither completes a
    // batch nor is the first failure gives an equal result and no re-render. (The batches
    // released are read from the cache above; this only says when that reading changes.)
    combine: (results) => ({
      released: releasedBatches(results.map((result) => settledOf(result.status))),
      failed: results.some((result) => result.status === 'error'),
    }),
  });
  return { failed };
}

/**
 * One title's cover as its batch left it: the same query, never fetched from here
 * (`useCoverBatches` decides when it leaves).
 */
export function useFetchedCover(codAcervo: number): FetchedCover {
  const { status, data } = useQuery({ ...linkQueries.cover(codAcervo), enabled: false });
  return { status, url: data?.[0]?.url ?? null };
}
