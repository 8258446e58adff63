import type { QueryClient } from '@tanstack/react-query';
import {
  getGetTeachingPlanFormDataQueryKey,
  getGetTeachingPlanFormDataQueryOptions,
  getGetTitleQueryOptions,
  getGetTitleTotalsQueryOptions,
  getListPermanentBasketQueryKey,
  getListPermanentBasketQueryOptions,
  getListTeachingPlansQueryOptions,
  getListTitleLibrariesQueryOptions,
  getRemovePermanentBasketItemMutationOptions,
} from '../../../api/generated/hooks/catalogue/catalogue';
import { getListInterestTitlesQueryOptions } from '../../../api/generated/hooks/interest-profile/interest-profile';
import {
  getListDepartmentsQueryKey,
  getListDepartmentsQueryOptions,
} from '../../../api/generated/hooks/people/people';
import type {
  GetTitleTotalsParams,
  ListInterestTitlesParams,
  ListPermanentBasketParams,
  ListTeachingPlansParams,
} from '../../../api/generated/model';
import { keyInLanguage } from '../../../api/queries/language-key';
import { cachePolicy } from '../../../api/queries/query-policies';
import { checkTitlesPeriod } from '../utils/check-titles-period';
import { allTitles, permanentBasketParamsOf } from '../utils/permanent-basket-filter';

// The form's choices are option lists the library edits rarely, worded in the patron's language.
const optionList = <Key extends readonly unknown[]>(queryKey: Key) => ({
  query: { ...cachePolicy.institutionContent.query, queryKey: keyInLanguage(queryKey) },
});

/**
 * The discovery screens of the personal area (issue 20): Check titles, Permanent basket, Titles
 * totals and Teaching plan. Keys are the generated ones, so the permanent basket's full list is
 * the same entry the basket page reads, and a title's record the same as its detail page's.
 */
export const discoveryQueries = {
  /** Titles of the last month matching the interest profile (`GET /perfil-interesse/titulos`). */
  interestTitles: (period: ListInterestTitlesParams) => getListInterestTitlesQueryOptions(period),
  permanentBasket: (params: ListPermanentBasketParams) =>
    getListPermanentBasketQueryOptions(params),
  title: (codAcervo: number) => getGetTitleQueryOptions(codAcervo),
  titleLibraries: (codAcervo: number) => getListTitleLibrariesQueryOptions(codAcervo),
  titleTotals: (codAcervo: number, params: GetTitleTotalsParams) =>
    getGetTitleTotalsQueryOptions(codAcervo, params),
  teachingPlanChoices: () =>
    getGetTeachingPlanFormDataQueryOptions(optionList(getGetTeachingPlanFormDataQueryKey())),
  departments: () => getListDepartmentsQueryOptions(optionList(getListDepartmentsQueryKey())),
  teachingPlans: (params: ListTeachingPlansParams) => getListTeachingPlansQueryOptions(params),
};

export const discoveryMutations = {
  /**
   * Takes a title out of the permanent basket; every permanent-basket list (this screen's
   * periods and the basket page's) refreshes. The screen words the refusal next to the list.
   */
  removeFromPermanentBasket: () =>
    getRemovePermanentBasketItemMutationOptions({
      mutation: {
        meta: { invalidates: [getListPermanentBasketQueryKey()], handlesOwnError: true },
      },
    }),
};

/** Check titles' list (today back one month), for the route loader. */
export const prefetchCheckTitles = (queryClient: QueryClient) =>
  queryClient.ensureQueryData(discoveryQueries.interestTitles(checkTitlesPeriod()));

/** The permanent basket's every-title list (the menu address), for the route loader. */
export const prefetchPermanentBasket = (queryClient: QueryClient) =>
  queryClient.ensureQueryData(discoveryQueries.permanentBasket(permanentBasketParamsOf(allTitles)));

/** The teaching-plan form's choices, for the route loader. */
export const prefetchTeachingPlanChoices = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.ensureQueryData(discoveryQueries.teachingPlanChoices()),
    queryClient.ensureQueryData(discoveryQueries.departments()),
  ]);
