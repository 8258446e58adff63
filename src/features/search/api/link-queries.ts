import {
  getCreateAccessStatisticMutationOptions,
  getCreateRestrictedAccessMutationOptions,
  getListResultLinksQueryOptions,
} from '../../../api/generated/hooks/links/links';

// A record's links change only when it is catalogued again.
const longLived = { query: { staleTime: 30 * 60_000 } } as const;

/** Online links of the titles of a result page (`GET /vinculos/links-resultado`). */
export const linkQueries = {
  /** One call per page: the codes in the order shown, so the key is stable for a page. */
  resultLinks: (codes: number[]) =>
    getListResultLinksQueryOptions({ acervos: codes.join(',') }, longLived),
};

export const linkMutations = {
  /**
   * Resolves a restricted link. A refusal (403 sign in first, 422 no tax number, provider down)
   * is worded by the error catalogue's global toast.
   */
  restrictedAccess: () => getCreateRestrictedAccessMutationOptions(),
  /**
   * Records that a link was opened. The patron has their page already: a failed statistic is not
   * theirs to fix, so it stays silent.
   */
  accessStatistic: () =>
    getCreateAccessStatisticMutationOptions({ mutation: { meta: { handlesOwnError: true } } }),
};
