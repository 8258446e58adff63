import type { QueryClient } from '@tanstack/react-query';
import {
  getGetAcquisitionStatisticsQueryKey,
  getGetAcquisitionStatisticsQueryOptions,
  getListAcquisitionStatusesQueryKey,
  getListAcquisitionStatusesQueryOptions,
  getListAcquisitionSuggestionsQueryKey,
  getListAcquisitionSuggestionsQueryOptions,
  getListPurchaseOrdersQueryKey,
  getListPurchaseOrdersQueryOptions,
} from '../../../api/generated/hooks/acquisition/acquisition';
import { getListResearchDatabasesQueryOptions } from '../../../api/generated/hooks/catalogue/catalogue';
import type {
  GetAcquisitionStatisticsParams,
  ListAcquisitionSuggestionsParams,
  ListPurchaseOrdersParams,
} from '../../../api/generated/model';
import { keyInLanguage } from '../../../api/queries/language-key';

// Every answer below but the databases carries texts the server translates (status names), so
// each key ends with the language: a language change fetches anew. The keys stay under
// ['aquisicao', ...] (the generated ones), which the patron-data predicate drops at logout.

/** The patron's acquisition suggestions, their statuses, statistics and purchase orders. */
export const acquisitionQueries = {
  statuses: () =>
    getListAcquisitionStatusesQueryOptions({
      query: { queryKey: keyInLanguage(getListAcquisitionStatusesQueryKey()), staleTime: Infinity },
    }),
  suggestions: (params?: ListAcquisitionSuggestionsParams) =>
    getListAcquisitionSuggestionsQueryOptions(params, {
      query: { queryKey: keyInLanguage(getListAcquisitionSuggestionsQueryKey(params)) },
    }),
  statistics: (params?: GetAcquisitionStatisticsParams) =>
    getGetAcquisitionStatisticsQueryOptions(params, {
      query: { queryKey: keyInLanguage(getGetAcquisitionStatisticsQueryKey(params)) },
    }),
  purchaseOrders: (params?: ListPurchaseOrdersParams) =>
    getListPurchaseOrdersQueryOptions(params, {
      query: { queryKey: keyInLanguage(getListPurchaseOrdersQueryKey(params)) },
    }),
  /** The research databases (`bases-dados`) open to the patron. */
  researchDatabases: () => getListResearchDatabasesQueryOptions(),
};

/** Route-loader prefetches: each screen's first request, with the options the screen reads. */
export const prefetchSuggestions = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.ensureQueryData(acquisitionQueries.statuses()),
    queryClient.ensureQueryData(acquisitionQueries.suggestions()),
  ]);
export const prefetchPurchaseOrders = (queryClient: QueryClient) =>
  queryClient.ensureQueryData(acquisitionQueries.purchaseOrders());
export const prefetchResearchDatabases = (queryClient: QueryClient) =>
  queryClient.ensureQueryData(acquisitionQueries.researchDatabases());
export const prefetchAcquisitionStatistics = (queryClient: QueryClient) =>
  queryClient.ensureQueryData(acquisitionQueries.statistics());
