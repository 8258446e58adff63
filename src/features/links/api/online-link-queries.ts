import {
  getCreateAccessStatisticMutationOptions,
  getCreateRestrictedAccessMutationOptions,
} from '../../../api/generated/hooks/links/links';

/** The two calls behind opening a title's online link (spec section 7, links). */
export const onlineLinkMutations = {
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
