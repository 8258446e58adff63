import type { QueryClient, UseMutationOptions } from '@tanstack/react-query';
import {
  getCancelHoldsMutationOptions,
  getCreateHoldMutationOptions,
  getListHoldHistoryQueryOptions,
  getListHoldsQueryOptions,
  getValidateHoldQueueMutationOptions,
} from '../../../api/generated/hooks/holds/holds';
import { getGetNoDebtsAvailabilityQueryKey } from '../../../api/generated/hooks/library-units/library-units';
import { getListRenewableLoansQueryKey } from '../../../api/generated/hooks/people/people';
import type { ListHoldHistoryParams } from '../../../api/generated/model';

// A hold placed or cancelled changes every hold list (['reserva'] holds the list, the history
// and each title's options with its count / limit), the renewal list (a hold by another patron
// blocks renewing) and whether a no-debts declaration is possible (open holds refuse it).
const afterHoldChange = {
  invalidates: [['reserva'], getListRenewableLoansQueryKey(), getGetNoDebtsAvailabilityQueryKey()],
  handlesOwnError: true,
} satisfies UseMutationOptions['meta'];

/** The holds screens' calls: the list, the history, and the place / check / cancel actions. */
export const holdsQueries = {
  list: () => getListHoldsQueryOptions(),
  history: (params?: ListHoldHistoryParams) => getListHoldHistoryQueryOptions(params),
};

export const holdsMutations = {
  // The queue check changes nothing: no invalidation, and the form shows its refusal.
  checkQueue: () =>
    getValidateHoldQueueMutationOptions({ mutation: { meta: { handlesOwnError: true } } }),
  place: () => getCreateHoldMutationOptions({ mutation: { meta: afterHoldChange } }),
  cancel: () => getCancelHoldsMutationOptions({ mutation: { meta: afterHoldChange } }),
};

export const prefetchHolds = (queryClient: QueryClient) =>
  queryClient.ensureQueryData(holdsQueries.list());

export const prefetchHoldHistory = (queryClient: QueryClient) =>
  queryClient.ensureQueryData(holdsQueries.history());
