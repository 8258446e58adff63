import type { QueryClient } from '@tanstack/react-query';
import { getListLoanRequestsQueryOptions } from '../../../api/generated/hooks/loan-requests/loan-requests';
import type { ListLoanRequestsParams } from '../../../api/generated/model';

/**
 * The Query loan requests screen's call (`GET /solicitacao-emprestimo`). Its key sits under
 * ['solicitacao-emprestimo'], which a new request from a title page invalidates. The contract
 * offers no cancellation of a loan request, so there is no mutation here.
 */
export const loanRequestsQueries = {
  list: (params?: ListLoanRequestsParams) => getListLoanRequestsQueryOptions(params),
};

export const prefetchLoanRequests = (queryClient: QueryClient) =>
  queryClient.ensureQueryData(loanRequestsQueries.list());
