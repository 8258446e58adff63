import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListFiltersParams, SearchCatalogueParams } from '../../../api/generated/model';
import {
  getListAdditionalTitlesQueryOptions,
  getListFiltersQueryKey,
  getListFiltersQueryOptions,
  getListIndexedTitlesQueryOptions,
  getListSortOptionsQueryOptions,
  getListTargetProductsQueryOptions,
  getSearchCatalogueQueryOptions,
} from '../../../api/generated/hooks/search/search';

import { cachePolicy } from '../../../api/queries/query-policies';
import { keyInLanguage } from '../../../api/queries/language-key';

const longLived = cachePolicy.institutionContent;

/** The `acervos` parameter of the per-page calls: the codes in the order shown, one key per page. */
const pageCodes = (codes: readonly number[]) => ({ acervos: codes.join(',') });

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
  /**
   * The facets of one search (`GET /filtros` by its `id`), with their descriptions in the
   * language asked. The previous search's facets stay while a toggle's new ones load.
   */
  filters: (params: ListFiltersParams) =>
    queryOptions({
      ...getListFiltersQueryOptions(params, {
        query: { queryKey: keyInLanguage(getListFiltersQueryKey(params)) },
      }),
      placeholderData: keepPreviousData,
    }),
  /** Parallel, uniform and series titles of the records of a page (`GET /titulos-adicionais`). */
  additionalTitles: (codes: readonly number[]) =>
    getListAdditionalTitlesQueryOptions(pageCodes(codes), longLived),
  /** Which records of a page have indexed content, summaries (`GET /acervos-indexados`). */
  indexedTitles: (codes: readonly number[]) =>
    getListIndexedTitlesQueryOptions(pageCodes(codes), longLived),
  /** Documents of the standards provider matching the search term (`GET /produtos-target`). */
  standardsProducts: (term: string) =>
    getListTargetProductsQueryOptions({ termoPesquisa: term.trim() }, longLived),
};
