import { useQueries, useQueryClient } from '@tanstack/react-query';
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

/** What the list knows of one title's cover. */
export interface FetchedCover {
  /** `pending` until its batch has been asked and answered. */
  status: 'pending' | 'success' | 'error';
  /** The first image the server gave, if any. */
  url: string | null;
}

/**
 * The covers of a page's titles, asked in batches (COVER_BATCH_SIZE) in the order shown, from
 * the moment the page is drawn. `enabled` false (compact display, no covers) asks for none.
 */
export function useCoverBatches(codes: readonly number[], enabled: boolean): FetchedCover[] {
  const queryClient = useQueryClient();
  // Read from the cache rather than from this render's results: whether a batch may leave
  // depends on the answers of the ones before it, and those are what re-render this hook.
  const settled = codes.map((code) => {
    const status = queryClient.getQueryState(linkQueries.cover(code).queryKey)?.status;
    return status === 'success' || status === 'error';
  });
  const released = enabled ? releasedBatches(settled) : 0;
  return useQueries({
    queries: codes.map((code, index) => ({
      ...linkQueries.cover(code),
      enabled: index < released * COVER_BATCH_SIZE,
    })),
    combine: (results) =>
      results.map((result): FetchedCover => ({
        status: result.status,
        url: result.data?.[0]?.url ?? null,
      })),
  });
}
