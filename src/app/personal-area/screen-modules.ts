import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { MenuItemId } from './personal-area-context';

/** The screens' query modules, imported on demand with the screen that reads them. */
const dashboardApi = () => import('./dashboard/dashboard-queries');
const loansApi = () => import('../../features/loans/api/loans-queries');
const holdsApi = () => import('../../features/holds/api/holds-queries');
const debtsApi = () => import('../../features/debts/api/debts-queries');
const alertsApi = () => import('../../features/alerts/api/alerts-queries');
const commentsApi = () => import('../../features/comments/api/comments-queries');
const accountApi = () => import('../../features/account/api/account-queries');
const loanRequestsApi = () => import('../../features/loan-requests/api/loan-requests-queries');
const requestsApi = () => import('../../features/requests/api/requests-queries');
const interestProfileApi = () =>
  import('../../features/interest-profile/api/interest-profile-queries');
const discoveryApi = () => import('../../features/discovery/api/discovery-queries');
const acquisitionApi = () => import('../../features/acquisition/api/acquisition-queries');

type Prefetch = (queryClient: QueryClient) => Promise<unknown>;
type PrefetchName<M> = { [K in keyof M]: M[K] extends Prefetch ? K : never }[keyof M];

/** A prefetch that first loads its query module: `prefetchFrom(holdsApi, 'prefetchHolds')`. */
const prefetchFrom =
  <M>(load: () => Promise<M>, name: PrefetchName<M>): Prefetch =>
  async (queryClient) =>
    ((await load())[name] as Prefetch)(queryClient);

export interface ScreenModule {
  /** The screen, loaded on demand. */
  load: () => Promise<ComponentType>;
  /**
   * Prefetch with the same query options the screen reads, while its code loads (run by the
   * route's loader, for a signed-in patron only).
   */
  prefetch?: Prefetch;
}

/**
 * A route of the registry: an entry's id, or `<id>/<subpage path>` for one of its subpages
 * (menu-registry.ts).
 */
export type ScreenKey = MenuItemId | `${MenuItemId}/${string}`;

/**
 * What each personal-area route loads. This module is itself fetched on demand: the route
 * table of the first screen holds only the registry's ids and paths, so a new screen does not
 * add its chunk names to the home page's JavaScript. Each key of the registry has a module
 * here (tests/unit/router/menu-registry.test.tsx checks both ways).
 */
export const screenModules: Partial<Record<ScreenKey, ScreenModule>> = {
  home: {
    load: async () => (await import('./dashboard/dashboard-page')).DashboardPage,
    prefetch: prefetchFrom(dashboardApi, 'prefetchDashboard'),
  },
  loan: {
    load: async () => (await import('../../features/loans/routes/loans-page')).LoansPage,
    prefetch: prefetchFrom(loansApi, 'prefetchCurrentLoans'),
  },
  'loan/historico': {
    load: async () =>
      (await import('../../features/loans/routes/loan-history-page')).LoanHistoryPage,
  },
  holds: {
    load: async () => (await import('../../features/holds/routes/holds-page')).HoldsPage,
    prefetch: prefetchFrom(holdsApi, 'prefetchHolds'),
  },
  'holds/historico': {
    load: async () =>
      (await import('../../features/holds/routes/hold-history-page')).HoldHistoryPage,
    prefetch: prefetchFrom(holdsApi, 'prefetchHoldHistory'),
  },
  renewal: {
    load: async () => (await import('../../features/loans/routes/renewal-page')).RenewalPage,
    prefetch: prefetchFrom(loansApi, 'prefetchRenewableLoans'),
  },
  debit: {
    load: async () => (await import('../../features/debts/routes/debts-page')).DebtsPage,
    prefetch: prefetchFrom(debtsApi, 'prefetchDebts'),
  },
  deviation: {
    load: async () => (await import('../../features/debts/routes/deviations-page')).DeviationsPage,
    prefetch: prefetchFrom(debtsApi, 'prefetchDeviations'),
  },
  noDebts: {
    load: async () => (await import('../../features/debts/routes/no-debts-page')).NoDebtsPage,
    prefetch: prefetchFrom(debtsApi, 'prefetchNoDebts'),
  },
  requests: {
    load: async () => (await import('../../features/requests/routes/requests-page')).RequestsPage,
  },
  loanRequests: {
    load: async () =>
      (await import('../../features/loan-requests/routes/loan-requests-page')).LoanRequestsPage,
    prefetch: prefetchFrom(loanRequestsApi, 'prefetchLoanRequests'),
  },
  bibliographicSwitching: {
    load: async () => (await import('../../features/requests/routes/switching-page')).SwitchingPage,
  },
  bibliographicSurvey: {
    load: async () => (await import('../../features/requests/routes/survey-page')).SurveyPage,
  },
  catalogSheet: {
    load: async () =>
      (await import('../../features/requests/routes/catalogue-card-page')).CatalogueCardPage,
  },
  interLibraryLoan: {
    load: async () =>
      (await import('../../features/requests/routes/inter-library-loan-page')).InterLibraryLoanPage,
    prefetch: prefetchFrom(requestsApi, 'prefetchInterLibraryLoanData'),
  },
  paperPost: {
    load: async () => (await import('../../features/account/routes/paper-post-page')).PaperPostPage,
  },
  personalData: {
    load: async () =>
      (await import('../../features/account/routes/personal-data-page')).PersonalDataPage,
    prefetch: prefetchFrom(accountApi, 'prefetchPersonalData'),
  },
  changePassword: {
    load: async () =>
      (await import('../../features/account/routes/change-password-page')).ChangePasswordPage,
    prefetch: prefetchFrom(accountApi, 'prefetchPasswordRules'),
  },
  exchangeUsers: {
    load: async () => (await import('../../features/auth/user-swap/user-swap-page')).UserSwapPage,
  },
  specializedSearch: {
    load: async () =>
      (await import('../../features/requests/routes/specialized-search-page'))
        .SpecializedSearchPage,
  },
  getToken: {
    load: async () => (await import('../../features/loans/routes/loan-token-page')).LoanTokenPage,
    prefetch: prefetchFrom(loansApi, 'prefetchLoanToken'),
  },
  alerts: {
    load: async () => (await import('../../features/alerts/routes/alerts-page')).AlertsPage,
    prefetch: prefetchFrom(alertsApi, 'prefetchAlerts'),
  },
  myComments: {
    load: async () =>
      (await import('../../features/comments/routes/my-comments-page')).MyCommentsPage,
    prefetch: prefetchFrom(commentsApi, 'prefetchMyComments'),
  },
  interestProfile: {
    load: async () =>
      (await import('../../features/interest-profile/routes/interest-profile-page'))
        .InterestProfilePage,
    prefetch: prefetchFrom(interestProfileApi, 'prefetchInterestProfile'),
  },
  areasOfInterest: {
    load: async () =>
      (await import('../../features/interest-profile/routes/areas-of-interest-page'))
        .AreasOfInterestPage,
    prefetch: prefetchFrom(interestProfileApi, 'prefetchAreasOfInterest'),
  },
  checkTitles: {
    load: async () =>
      (await import('../../features/discovery/routes/check-titles-page')).CheckTitlesPage,
    prefetch: prefetchFrom(discoveryApi, 'prefetchCheckTitles'),
  },
  permanentBasket: {
    load: async () =>
      (await import('../../features/discovery/routes/permanent-basket-page')).PermanentBasketPage,
    prefetch: prefetchFrom(discoveryApi, 'prefetchPermanentBasket'),
  },
  titlesTotals: {
    load: async () =>
      (await import('../../features/discovery/routes/titles-totals-page')).TitlesTotalsPage,
  },
  teachingPlan: {
    load: async () =>
      (await import('../../features/discovery/routes/teaching-plan-page')).TeachingPlanPage,
    prefetch: prefetchFrom(discoveryApi, 'prefetchTeachingPlanChoices'),
  },
  acquisitionSuggestions: {
    load: async () =>
      (await import('../../features/acquisition/routes/suggestions-page')).SuggestionsPage,
    prefetch: prefetchFrom(acquisitionApi, 'prefetchSuggestions'),
  },
  purchaseOrders: {
    load: async () =>
      (await import('../../features/acquisition/routes/purchase-orders-page')).PurchaseOrdersPage,
    prefetch: prefetchFrom(acquisitionApi, 'prefetchPurchaseOrders'),
  },
  acquisitionDatabase: {
    load: async () =>
      (await import('../../features/acquisition/routes/research-databases-page'))
        .ResearchDatabasesPage,
    prefetch: prefetchFrom(acquisitionApi, 'prefetchResearchDatabases'),
  },
  acquisitionStatistics: {
    load: async () =>
      (await import('../../features/acquisition/routes/acquisition-statistics-page'))
        .AcquisitionStatisticsPage,
    prefetch: prefetchFrom(acquisitionApi, 'prefetchAcquisitionStatistics'),
  },
  privacy: {
    load: async () => (await import('../../features/account/routes/privacy-page')).PrivacyPage,
  },
};

/** The module of a route; a key without one is a registry mistake, caught by the unit test. */
export function screenModule(key: ScreenKey): ScreenModule {
  const module = screenModules[key];
  if (!module) throw new Error(`No screen module for the personal-area route "${key}"`);
  return module;
}
