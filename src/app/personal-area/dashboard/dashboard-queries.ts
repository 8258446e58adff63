import type { QueryClient } from '@tanstack/react-query';
import { getListHoldsQueryOptions } from '../../../api/generated/hooks/holds/holds';
import {
  getListCurrentLoansQueryOptions,
  getListPendingDebitsQueryOptions,
} from '../../../api/generated/hooks/loans/loans';
import { getListAlertsQueryOptions } from '../../../api/generated/hooks/requests/requests';

/**
 * The patron lists the personal-area dashboard counts, with the generated (contract) query
 * keys, so the screens that list them in full (loans, holds, debts, alerts) share the cache
 * and a mutation that invalidates them updates the dashboard too.
 */
export const dashboardQueries = {
  currentLoans: () => getListCurrentLoansQueryOptions(),
  holds: () => getListHoldsQueryOptions(),
  pendingDebits: () => getListPendingDebitsQueryOptions(),
  alerts: () => getListAlertsQueryOptions(),
};

/** Starts every dashboard list at once (route loader); failures are left to each card. */
export const prefetchDashboard = (queryClient: QueryClient): Promise<unknown> =>
  Promise.allSettled([
    queryClient.ensureQueryData(dashboardQueries.currentLoans()),
    queryClient.ensureQueryData(dashboardQueries.holds()),
    queryClient.ensureQueryData(dashboardQueries.pendingDebits()),
    queryClient.ensureQueryData(dashboardQueries.alerts()),
  ]);
