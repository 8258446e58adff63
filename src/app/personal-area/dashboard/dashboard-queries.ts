import type { QueryClient } from '@tanstack/react-query';
import { alertsQueries } from '../../../features/alerts/api/alerts-queries';
import { debtsQueries } from '../../../features/debts/api/debts-queries';
import { holdsQueries } from '../../../features/holds/api/holds-queries';
import { loansQueries } from '../../../features/loans/api/loans-queries';

/**
 * The lists the dashboard counts are the very queries of the screens that list them in full
 * (one declaration each, one cache entry): a renewal, a cancelled hold or a paid debt that
 * invalidates them updates the dashboard too.
 */
export const dashboardQueries = {
  currentLoans: loansQueries.current,
  holds: holdsQueries.list,
  pendingDebits: debtsQueries.debits,
  alerts: alertsQueries.list,
};

/** Starts every dashboard list at once (route loader); failures are left to each card. */
export const prefetchDashboard = (queryClient: QueryClient): Promise<unknown> =>
  Promise.allSettled([
    queryClient.ensureQueryData(dashboardQueries.currentLoans()),
    queryClient.ensureQueryData(dashboardQueries.holds()),
    queryClient.ensureQueryData(dashboardQueries.pendingDebits()),
    queryClient.ensureQueryData(dashboardQueries.alerts()),
  ]);
