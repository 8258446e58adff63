import type { QueryClient, UseMutationOptions } from '@tanstack/react-query';
import {
  getCreateCatalogueCardRequestMutationOptions,
  getCreateInterLibraryLoanRequestMutationOptions,
  getCreateSpecializedSearchRequestMutationOptions,
  getCreateSurveyRequestMutationOptions,
  getCreateSwitchingRequestMutationOptions,
  getGetInterLibraryLoanDataQueryOptions,
  getListRequestsQueryOptions,
} from '../../../api/generated/hooks/requests/requests';
import type { ListRequestsParams, RequestKind } from '../../../api/generated/model';

// A new request shows in every list of requests (['solicitacoes', kind, ...]) and, for an
// inter-library loan, in the form's own data (['solicitacoes', 'emprestimo-inter-bibliotecas',
// 'dados']): one prefix covers both. The forms word their own refusals next to the fields.
const afterRequestSent = {
  invalidates: [['solicitacoes']],
  handlesOwnError: true,
} satisfies UseMutationOptions['meta'];

/** The requests screens' calls: the lists, the inter-library loan form's data. */
export const requestsQueries = {
  list: (kind: RequestKind, params?: ListRequestsParams) =>
    getListRequestsQueryOptions(kind, params),
  interLibraryLoanData: () => getGetInterLibraryLoanDataQueryOptions(),
};

export const requestsMutations = {
  switching: () =>
    getCreateSwitchingRequestMutationOptions({ mutation: { meta: afterRequestSent } }),
  survey: () => getCreateSurveyRequestMutationOptions({ mutation: { meta: afterRequestSent } }),
  catalogueCard: () =>
    getCreateCatalogueCardRequestMutationOptions({ mutation: { meta: afterRequestSent } }),
  specializedSearch: () =>
    getCreateSpecializedSearchRequestMutationOptions({ mutation: { meta: afterRequestSent } }),
  interLibraryLoan: () =>
    getCreateInterLibraryLoanRequestMutationOptions({ mutation: { meta: afterRequestSent } }),
};

export const prefetchInterLibraryLoanData = (queryClient: QueryClient) =>
  queryClient.ensureQueryData(requestsQueries.interLibraryLoanData());
