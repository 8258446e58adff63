import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SearchCatalogueParams } from '../../../api/generated/model';
import {
  getListSortOptionsQueryOptions,
  getSearchCatalogueQueryOptions,
} from '../../../api/generated/hooks/search/search';

import { cachePolicy } from '../../../api/queries/query-policies';

const longLived = cachePolicy.institutionContent;

/** Query options of the search screens, shared by loaders and components. */
export const searchQueries = {
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
};
