import type { QueryClient, UseMutationOptions } from '@tanstack/react-query';
import {
  getDeleteAlertMutationOptions,
  getListAlertsQueryKey,
  getListAlertsQueryOptions,
  getUpdateAlertMutationOptions,
} from '../../../api/generated/hooks/requests/requests';
import type { ListAlertsParams } from '../../../api/generated/model';

// Every alerts list hangs under ['solicitacoes', 'alertas']: the full list (read by the header's
// unread count and the dashboard card) and each period the screen filters by. A change to one
// alert refreshes them all, so the counts follow without a reload.
const afterAlertChange = {
  invalidates: [getListAlertsQueryKey()],
  handlesOwnError: true,
} satisfies UseMutationOptions['meta'];

/** The patron's alerts (spec section 3, alert: id and read flag), read from the server. */
export const alertsQueries = {
  /** All alerts without a period; a period needs both dates (the contract's 400 otherwise). */
  list: (params?: ListAlertsParams) => getListAlertsQueryOptions(params),
};

/** Mark read / unread and delete (spec section 4: alerts are set, removed by id, marked read). */
export const alertsMutations = {
  setRead: () => getUpdateAlertMutationOptions({ mutation: { meta: afterAlertChange } }),
  remove: () => getDeleteAlertMutationOptions({ mutation: { meta: afterAlertChange } }),
};

/** The screen's first list (no period in the address), for a route loader. */
export const prefetchAlerts = (queryClient: QueryClient) =>
  queryClient.ensureQueryData(alertsQueries.list());
