import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  IconBook,
  IconCalendar,
  IconCheck,
  IconDanger,
  IconEye,
  IconHome,
  IconSuccess,
  IconUser,
  IconWarning,
  type IconProps,
} from '../../../design-system';
import type { ActivityPermission } from '../../api/generated/model';
import { paths, personalAreaPrefix } from '../../config/paths';

import type { MenuItemId } from './personal-area-context';

/** The screens' query modules, imported on demand so none rides in the first screen's JS. */
const dashboardApi = () => import('./dashboard/dashboard-queries');
const loansApi = () => import('../../features/loans/api/loans-queries');
const holdsApi = () => import('../../features/holds/api/holds-queries');
const debtsApi = () => import('../../features/debts/api/debts-queries');

type Prefetch = (queryClient: QueryClient) => Promise<unknown>;
type PrefetchName<M> = { [K in keyof M]: M[K] extends Prefetch ? K : never }[keyof M];

/** A prefetch that first loads its query module: `prefetchFrom(holdsApi, 'prefetchHolds')`. */
const prefetchFrom =
  <M>(load: () => Promise<M>, name: PrefetchName<M>): Prefetch =>
  async (queryClient) =>
    ((await load())[name] as Prefetch)(queryClient);

/** A route pattern's part under `/meu-portal/`. */
const subpathOf = (pattern: string) => pattern.slice(`/${personalAreaPrefix}/`.length);

export interface PersonalAreaMenuEntry {
  id: MenuItemId;
  /** Path under `/meu-portal`; '' is the personal area's home. */
  path: string;
  /** Activity code the user's permissions must hold (spec section 6); none: every patron. */
  activity?: number;
  /** The screen, loaded on demand. */
  load: () => Promise<ComponentType>;
  icon: ComponentType<IconProps>;
  /**
   * Prefetch with the same query options the screen reads, while its code loads; imported on
   * demand, so no screen's query code rides in the first screen's JavaScript.
   */
  prefetch?: Prefetch;
  /**
   * Pages of the screen with an address of their own under its path (e.g. the loan history at
   * `emprestimos/historico`), not in the menu; they share the entry's activity.
   */
  subpages?: readonly PersonalAreaSubpage[];
}

export interface PersonalAreaSubpage {
  /** Path under the entry's path. */
  path: string;
  load: () => Promise<ComponentType>;
  prefetch?: Prefetch;
}

/**
 * The personal area's screens, in the spec's menu order. An entry is listed only once its
 * screen exists: routes and menu are built from this list, so a new screen is one entry here.
 * Registered: Home (the dashboard), Loan (with its history), Holds (with their history),
 * Renewal, Debit, Deviation, No-debts declaration, Exchange users and Get token. The spec's
 * other items (Interest profile, Areas of interest, Requests, Personal data, Alerts, ...) join
 * as their screens are built.
 */
export const personalAreaMenu: readonly PersonalAreaMenuEntry[] = [
  {
    id: 'home',
    path: '',
    icon: IconHome,
    load: async () => (await import('./dashboard/dashboard-page')).DashboardPage,
    prefetch: prefetchFrom(dashboardApi, 'prefetchDashboard'),
  },
  {
    id: 'loan',
    path: subpathOf(paths.loans.pattern),
    icon: IconBook,
    load: async () => (await import('../../features/loans/routes/loans-page')).LoansPage,
    prefetch: prefetchFrom(loansApi, 'prefetchCurrentLoans'),
    subpages: [
      {
        path: paths.loanHistory.pattern.slice(paths.loans.pattern.length + 1),
        load: async () =>
          (await import('../../features/loans/routes/loan-history-page')).LoanHistoryPage,
      },
    ],
  },
  {
    // The spec's menu has no Holds item; a patron looks for holds beside the loans.
    id: 'holds',
    path: subpathOf(paths.holds.pattern),
    icon: IconEye,
    load: async () => (await import('../../features/holds/routes/holds-page')).HoldsPage,
    prefetch: prefetchFrom(holdsApi, 'prefetchHolds'),
    subpages: [
      {
        path: paths.holdHistory.pattern.slice(paths.holds.pattern.length + 1),
        load: async () =>
          (await import('../../features/holds/routes/hold-history-page')).HoldHistoryPage,
        prefetch: prefetchFrom(holdsApi, 'prefetchHoldHistory'),
      },
    ],
  },
  {
    id: 'renewal',
    path: subpathOf(paths.renewal.pattern),
    icon: IconCalendar,
    load: async () => (await import('../../features/loans/routes/renewal-page')).RenewalPage,
    prefetch: prefetchFrom(loansApi, 'prefetchRenewableLoans'),
  },
  {
    id: 'debit',
    path: subpathOf(paths.debts.pattern),
    icon: IconWarning,
    load: async () => (await import('../../features/debts/routes/debts-page')).DebtsPage,
    prefetch: prefetchFrom(debtsApi, 'prefetchDebts'),
  },
  {
    id: 'deviation',
    path: subpathOf(paths.deviations.pattern),
    icon: IconDanger,
    load: async () => (await import('../../features/debts/routes/deviations-page')).DeviationsPage,
    prefetch: prefetchFrom(debtsApi, 'prefetchDeviations'),
  },
  {
    id: 'noDebts',
    path: subpathOf(paths.noDebts.pattern),
    icon: IconSuccess,
    load: async () => (await import('../../features/debts/routes/no-debts-page')).NoDebtsPage,
    prefetch: prefetchFrom(debtsApi, 'prefetchNoDebts'),
  },
  {
    // Spec section 6 ("a user may swap to another account") names no activity for it: every
    // patron of the personal area may use it.
    id: 'exchangeUsers',
    path: paths.userSwap.pattern.slice(`/${personalAreaPrefix}/`.length),
    icon: IconUser,
    load: async () => (await import('../../features/auth/user-swap/user-swap-page')).UserSwapPage,
  },
  {
    id: 'getToken',
    path: subpathOf(paths.loanToken.pattern),
    icon: IconCheck,
    load: async () => (await import('../../features/loans/routes/loan-token-page')).LoanTokenPage,
    prefetch: prefetchFrom(loansApi, 'prefetchLoanToken'),
  },
];

/** Whether the permissions allow an entry (one without an activity is open to every patron). */
export const isEntryPermitted = (
  entry: Pick<PersonalAreaMenuEntry, 'activity'>,
  permissions: readonly ActivityPermission[],
): boolean =>
  entry.activity === undefined ||
  permissions.some((permission) => permission.cod_atividade === entry.activity);

/** The entries the menu shows to someone holding these permissions. */
export const permittedEntries = (
  entries: readonly PersonalAreaMenuEntry[],
  permissions: readonly ActivityPermission[],
): PersonalAreaMenuEntry[] => entries.filter((entry) => isEntryPermitted(entry, permissions));

/** The entry of a path under the personal area ('' for its home), if one is registered. */
export const entryAt = (
  entries: readonly PersonalAreaMenuEntry[],
  subpath: string,
): PersonalAreaMenuEntry | undefined =>
  entries.find((entry) => {
    const path = subpath.replace(/^\/+|\/+$/g, '');
    return (
      entry.path === path ||
      (entry.subpages ?? []).some((page) => `${entry.path}/${page.path}` === path)
    );
  });
