import type { QueryClient, UseMutationOptions } from '@tanstack/react-query';
import {
  getCreateAreaAuthorSubjectInterestsMutationOptions,
  getCreatePeriodicalInterestsMutationOptions,
  getCreateWorkTypeInterestsMutationOptions,
  getDeleteAreaAuthorSubjectInterestMutationOptions,
  getDeletePeriodicalInterestMutationOptions,
  getDeleteWorkTypeInterestMutationOptions,
  getGetInterestAuxInfoQueryKey,
  getGetInterestAuxInfoQueryOptions,
  getListAreaAuthorSubjectInterestsQueryKey,
  getListAreaAuthorSubjectInterestsQueryOptions,
  getListInterestTitlesQueryKey,
  getListPeriodicalInterestsQueryKey,
  getListPeriodicalInterestsQueryOptions,
  getListWorkTypeInterestsQueryKey,
  getListWorkTypeInterestsQueryOptions,
  getSearchAreaAuthorSubjectQueryOptions,
  getSearchPeriodicalsQueryOptions,
  getUpdateAreaAuthorSubjectValidityMutationOptions,
  getUpdatePeriodicalInterestMutationOptions,
  getUpdateWorkTypeInterestMutationOptions,
} from '../../../api/generated/hooks/interest-profile/interest-profile';
import { DsiType, type SearchAreaAuthorSubjectParams } from '../../../api/generated/model';
import { keyInLanguage } from '../../../api/queries/language-key';

// A change to the profile changes the titles it matches (Check titles reads
// ['perfil-interesse', 'titulos']) besides its own list. Each screen words its own refusals
// (next to the field they are about), so no global toast.
const afterChangeOf = (list: readonly unknown[]) =>
  ({
    invalidates: [list, getListInterestTitlesQueryKey()],
    handlesOwnError: true,
  }) satisfies UseMutationOptions['meta'];

// ['perfil-interesse', 'area-autor-assunto'] also holds its searches: a found item's state
// ("already in the profile") follows the list.
const afterAreaChange = afterChangeOf(getListAreaAuthorSubjectInterestsQueryKey());
const afterPeriodicalChange = afterChangeOf(getListPeriodicalInterestsQueryKey());
const afterWorkTypeChange = afterChangeOf(getListWorkTypeInterestsQueryKey());

/** The kinds of the areas-of-interest list, in the contract's order (area, author, subject). */
export const dsiKinds = Object.values(DsiType);

/** The interest-profile screens' reads (spec section 7, under /perfil-interesse). */
export const interestProfileQueries = {
  /**
   * Kinds, area schemes, libraries, languages and work types the forms offer. The server words
   * them in the patron's language: the language is part of the key.
   */
  auxInfo: () =>
    getGetInterestAuxInfoQueryOptions({
      query: {
        queryKey: keyInLanguage(getGetInterestAuxInfoQueryKey()),
        staleTime: 30 * 60_000,
      },
    }),
  areas: () => getListAreaAuthorSubjectInterestsQueryOptions(),
  searchAreas: (params: SearchAreaAuthorSubjectParams) =>
    getSearchAreaAuthorSubjectQueryOptions(params),
  periodicals: () => getListPeriodicalInterestsQueryOptions(),
  searchPeriodicals: (termoPesquisa: string) => getSearchPeriodicalsQueryOptions({ termoPesquisa }),
  workTypes: () => getListWorkTypeInterestsQueryOptions(),
};

export const interestProfileMutations = {
  addAreas: () =>
    getCreateAreaAuthorSubjectInterestsMutationOptions({ mutation: { meta: afterAreaChange } }),
  removeArea: () =>
    getDeleteAreaAuthorSubjectInterestMutationOptions({ mutation: { meta: afterAreaChange } }),
  changeAreaValidity: () =>
    getUpdateAreaAuthorSubjectValidityMutationOptions({ mutation: { meta: afterAreaChange } }),
  addPeriodicals: () =>
    getCreatePeriodicalInterestsMutationOptions({ mutation: { meta: afterPeriodicalChange } }),
  changePeriodical: () =>
    getUpdatePeriodicalInterestMutationOptions({ mutation: { meta: afterPeriodicalChange } }),
  removePeriodical: () =>
    getDeletePeriodicalInterestMutationOptions({ mutation: { meta: afterPeriodicalChange } }),
  addWorkTypes: () =>
    getCreateWorkTypeInterestsMutationOptions({ mutation: { meta: afterWorkTypeChange } }),
  changeWorkType: () =>
    getUpdateWorkTypeInterestMutationOptions({ mutation: { meta: afterWorkTypeChange } }),
  removeWorkType: () =>
    getDeleteWorkTypeInterestMutationOptions({ mutation: { meta: afterWorkTypeChange } }),
};

/** Areas of interest: the list and the form's choices, while the screen's code loads. */
export const prefetchAreasOfInterest = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.ensureQueryData(interestProfileQueries.areas()),
    queryClient.ensureQueryData(interestProfileQueries.auxInfo()),
  ]);

/** Interest profile: both lists and the forms' choices. */
export const prefetchInterestProfile = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.ensureQueryData(interestProfileQueries.periodicals()),
    queryClient.ensureQueryData(interestProfileQueries.workTypes()),
    queryClient.ensureQueryData(interestProfileQueries.auxInfo()),
  ]);
