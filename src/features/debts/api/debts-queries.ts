import type { QueryClient } from '@tanstack/react-query';
import {
  getCreateNoDebtsDeclarationMutationOptions,
  getCreatePaymentSlipMutationOptions,
  getGetNoDebtsAvailabilityQueryOptions,
  getSendNoDebtsMailMutationOptions,
} from '../../../api/generated/hooks/library-units/library-units';
import { getListPendingDebitsQueryOptions } from '../../../api/generated/hooks/loans/loans';
import {
  getGetLoggedPersonEmailQueryOptions,
  getListDeviationsQueryOptions,
} from '../../../api/generated/hooks/people/people';
import { getListLookupLibrariesQueryOptions } from '../../../api/generated/hooks/search/search';

// The libraries change only when the institution edits them: once per visit.
const once = { query: { staleTime: Infinity } } as const;
const inline = { mutation: { meta: { handlesOwnError: true } } } as const;

/** The debts, suspensions and no-debts declaration screens' calls. */
export const debtsQueries = {
  /** Same options (and key) as the dashboard's count, so both share one cache entry. */
  debits: () => getListPendingDebitsQueryOptions(),
  /**
   * The network's libraries, to find the code of a debt's library (a debt names its library,
   * the payment slip asks for its code). Seven libraries fit in the first page.
   */
  libraries: () => getListLookupLibrariesQueryOptions({ page: 1 }, once),
  deviations: () => getListDeviationsQueryOptions(),
  noDebtsAvailability: () => getGetNoDebtsAvailabilityQueryOptions(),
  loggedEmail: () => getGetLoggedPersonEmailQueryOptions(),
};

export const debtsMutations = {
  paymentSlip: () => getCreatePaymentSlipMutationOptions(inline),
  // Issuing makes the patron inactive: the availability answer changes with it.
  noDebtsDeclaration: () =>
    getCreateNoDebtsDeclarationMutationOptions({
      mutation: {
        meta: { handlesOwnError: true, invalidates: [['unidade-informacao', 'nada-consta']] },
      },
    }),
  sendDeclaration: () => getSendNoDebtsMailMutationOptions(inline),
};

export const prefetchDebts = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.ensureQueryData(debtsQueries.debits()),
    queryClient.ensureQueryData(debtsQueries.libraries()),
  ]);

export const prefetchDeviations = (queryClient: QueryClient) =>
  queryClient.ensureQueryData(debtsQueries.deviations());

export const prefetchNoDebts = (queryClient: QueryClient) =>
  queryClient.ensureQueryData(debtsQueries.noDebtsAvailability());
