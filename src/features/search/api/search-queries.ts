import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SearchCatalogueParams } from '../../../api/generated/model';
import {
  getGetGeneralInformationQueryOptions,
  getGetInstitutionQueryOptions,
  getGetSearchGuidesQueryOptions,
  getGetHomeSection1QueryOptions,
  getGetHomeSection2QueryOptions,
  getGetOpeningHoursQueryOptions,
  getListFaqQueryOptions,
  getListInstitutionalEventsQueryOptions,
} from '../../../api/generated/hooks/parameters/parameters';
import {
  getGetDefaultImageQueryOptions,
  getListSortOptionsQueryOptions,
  getSearchCatalogueQueryOptions,
} from '../../../api/generated/hooks/search/search';

// Institution texts and option lists change only when the library edits them.
const longLived = { query: { staleTime: 30 * 60_000 } } as const;

// Loaded once at start-up; same keys as the start-up loader's, so these read its cache.
const once = { query: { staleTime: Infinity, gcTime: Infinity } } as const;

/** Query options of the search screens, shared by loaders and components. */
export const searchQueries = {
  /** The search guides (tabs) of the home page. */
  guides: () => getGetSearchGuidesQueryOptions(once),
  /** The institution, for the catalogue's name on the home page. */
  institution: () => getGetInstitutionQueryOptions(once),
  /**
   * One page of a search. The previous page stays on screen while the next one loads, so a
   * facet toggle or a page change does not blank the list.
   */
  results: (params: SearchCatalogueParams) =>
    queryOptions({
      ...getSearchCatalogueQueryOptions(params),
      placeholderData: keepPreviousData,
    }),
  sortOptions: () => getListSortOptionsQueryOptions(longLived),
  defaultImage: () => getGetDefaultImageQueryOptions(longLived),
};

/** The institution's home-page content (spec section 7, public parameters). */
export const homeContentQueries = {
  section1: () => getGetHomeSection1QueryOptions(longLived),
  section2: () => getGetHomeSection2QueryOptions(longLived),
  faq: () => getListFaqQueryOptions(longLived),
  generalInformation: () => getGetGeneralInformationQueryOptions(longLived),
  openingHours: () => getGetOpeningHoursQueryOptions(longLived),
  events: () => getListInstitutionalEventsQueryOptions(longLived),
};
