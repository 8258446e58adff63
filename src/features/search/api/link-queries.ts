import {
  getListCoverImagesQueryOptions,
  getListResultLinksQueryOptions,
} from '../../../api/generated/hooks/links/links';

// A record's links change only when it is catalogued again.
const longLived = { query: { staleTime: 30 * 60_000 } } as const;

/** Online links of the titles of a result page (`GET /vinculos/links-resultado`). */
export const linkQueries = {
  /** One call per page: the codes in the order shown, so the key is stable for a page. */
  resultLinks: (codes: number[]) =>
    getListResultLinksQueryOptions({ acervos: codes.join(',') }, longLived),
  /**
   * The cover of one title (`GET /vinculos/imagem`, the first image only). A cover is decoration:
   * a failure shows the default image at once rather than after the usual retries, which would
   * hold back the next batch of covers (cover-batches.ts).
   */
  cover: (codAcervo: number) =>
    getListCoverImagesQueryOptions(
      { cod_acervo: codAcervo, limite: 1 },
      { query: { ...longLived.query, retry: false } },
    ),
};
