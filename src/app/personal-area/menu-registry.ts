import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { IconHome, IconUser, type IconProps } from '../../../design-system';
import type { ActivityPermission } from '../../api/generated/model';
import { prefetchDashboard } from '../../features/personal-area/api/dashboard-queries';
import { paths, personalAreaPrefix } from '../../config/paths';

import type { MenuItemId } from './personal-area-context';

export interface PersonalAreaMenuEntry {
  id: MenuItemId;
  /** Path under `/meu-portal`; '' is the personal area's home. */
  path: string;
  /** Activity code the user's permissions must hold (spec section 6); none: every patron. */
  activity?: number;
  /** The screen, loaded on demand. */
  load: () => Promise<ComponentType>;
  icon: ComponentType<IconProps>;
  /** Prefetch with the same query options the screen reads, while its code loads. */
  prefetch?: (queryClient: QueryClient) => Promise<unknown>;
}

/**
 * The personal area's screens, in the spec's menu order. An entry is listed only once its
 * screen exists: routes and menu are built from this list, so a new screen is one entry here.
 * Today: Home (the dashboard) and Exchange users (user swap). Later issues register Loan,
 * Renewal, Debit, Deviation, No-debts declaration, Interest profile, Areas of interest, Check
 * titles, Permanent basket, Requests, Query loan requests, Bibliographic switching,
 * Bibliographic survey, Catalog sheet, Acquisition (suggestion query, purchase orders, database,
 * statistics), Titles totals, Paper post, Personal data, Specialized search, Teaching plan, Get
 * token, Alerts, Privacy and data protection. The dashboard's counts link to Loan, Debit and Alerts as soon
 * as those register.
 */
export const personalAreaMenu: readonly PersonalAreaMenuEntry[] = [
  {
    id: 'home',
    path: '',
    icon: IconHome,
    load: async () => (await import('./dashboard/dashboard-page')).DashboardPage,
    prefetch: prefetchDashboard,
  },
  {
    // Spec section 6 ("a user may swap to another account") names no activity for it: every
    // patron of the personal area may use it.
    id: 'exchangeUsers',
    path: paths.userSwap.pattern.slice(`/${personalAreaPrefix}/`.length),
    icon: IconUser,
    load: async () => (await import('../../features/auth/user-swap/user-swap-page')).UserSwapPage,
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
  entries.find((entry) => entry.path === subpath.replace(/^\/+|\/+$/g, ''));
