import type { QueryClient } from '@tanstack/react-query';
import {
  getCreateLoanTokenMutationOptions,
  getCreateRenewalMutationOptions,
  getGetLoanTokenQueryKey,
  getGetLoanTokenQueryOptions,
  getListCurrentLoansQueryOptions,
  getListLoanHistoryQueryOptions,
} from '../../../api/generated/hooks/loans/loans';
import { getListRenewableLoansQueryOptions } from '../../../api/generated/hooks/people/people';
import type { ListLoanHistoryParams } from '../../../api/generated/model';

/**
 * The loans screens' data (Loan, History, Renewal, Get token) with the contract's hierarchical
 * keys: `['emprestimo', 'titulos-pendentes', {showDetails}]`, `['emprestimo', 'historico', params]`,
 * `['pessoas', 'renovar']`, `['emprestimo', 'token']`. The dashboard reads the same
 * `['emprestimo', 'titulos-pendentes']` root, so one invalidation updates both.
 */
export const loansQueries = {
  current: () => getListCurrentLoansQueryOptions({ showDetails: true }),
  history: (params: ListLoanHistoryParams) => getListLoanHistoryQueryOptions(params),
  renewable: () => getListRenewableLoansQueryOptions(),
  token: () => getGetLoanTokenQueryOptions(),
};

export const loanTokenQueryKey = getGetLoanTokenQueryKey;

/**
 * Renews the chosen copies. Afterwards every loan list (Loan, dashboard, history) and the
 * renewal list refetch through the global MutationCache; the screen words refusals itself.
 */
export const renewalMutation = () => ({
  ...getCreateRenewalMutationOptions(),
  meta: {
    invalidates: [['emprestimo'], ['pessoas', 'renovar']],
    handlesOwnError: true,
  },
});

/** Issues a new loan token (6 digits, short-lived); the screen shows a refusal inline. */
export const loanTokenMutation = () => ({
  ...getCreateLoanTokenMutationOptions(),
  meta: { handlesOwnError: true },
});

/** Route loaders: the same options the screens read. */
export const prefetchCurrentLoans = (queryClient: QueryClient) =>
  queryClient.ensureQueryData(loansQueries.current());
export const prefetchRenewableLoans = (queryClient: QueryClient) =>
  queryClient.ensureQueryData(loansQueries.renewable());
export const prefetchLoanToken = (queryClient: QueryClient) =>
  queryClient.ensureQueryData(loansQueries.token());
