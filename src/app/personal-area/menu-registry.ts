import type { ComponentType } from 'react';
import {
  IconBook,
  IconCalendar,
  IconCheck,
  IconDanger,
  IconEye,
  IconEyeOff,
  IconHome,
  IconInfo,
  IconMore,
  IconPlus,
  IconSearch,
  IconSuccess,
  IconUser,
  IconWarning,
  type IconProps,
} from '../../../design-system';
import type { ActivityPermission } from '../../api/generated/model';
import { paths, personalAreaPrefix } from '../../config/paths';

import type { MenuItemId } from './personal-area-context';

/** A route pattern's part under `/meu-portal/`. */
const subpathOf = (pattern: string) => pattern.slice(`/${personalAreaPrefix}/`.length);

export interface PersonalAreaMenuEntry {
  id: MenuItemId;
  /** Path under `/meu-portal`; '' is the personal area's home. */
  path: string;
  /** Activity code the user's permissions must hold (spec section 6); none: every patron. */
  activity?: number;
  /**
   * Module the activity must belong to (the permission's `cod_modulo`, spec section 6: "per-module
   * and per-activity permissions are also checked"); none: the activity in any module.
   */
  module?: number;
  icon: ComponentType<IconProps>;
  /**
   * Pages of the screen with an address of their own under its path (e.g. the loan history at
   * `emprestimos/historico`), not in the menu; they share the entry's activity.
   */
  subpages?: readonly PersonalAreaSubpage[];
  /**
   * The menu item this entry is listed under (e.g. Acquisition's four pages, spec section 2);
   * the group's label is `menu.<group>`, shown once above its entries.
   */
  group?: MenuItemId;
}

export interface PersonalAreaSubpage {
  /** Path under the entry's path. */
  path: string;
}

/**
 * The personal area's screens, in the spec's menu order. An entry is listed only once its
 * screen exists: routes and menu are built from this list, so a new screen is one entry here.
 * What each route loads is in screen-modules.ts, fetched on demand. Our additions to the
 * spec's menu: Holds (beside Loan), Inter-library loan (beside the other
 * requests), Change password (beside Personal data) and My comments (beside Alerts). The
 * docs/app-reference.md, "Personal area gates", lists which activity gates which entry.
 */
export const personalAreaMenu: readonly PersonalAreaMenuEntry[] = [
  { id: 'home', path: '', icon: IconHome },
  {
    id: 'loan',
    path: subpathOf(paths.loans.pattern),
    icon: IconBook,
    subpages: [{ path: 'historico' }],
  },
  {
    // The spec's menu has no Holds item; a patron looks for holds beside the loans.
    id: 'holds',
    path: subpathOf(paths.holds.pattern),
    icon: IconEye,
    subpages: [{ path: 'historico' }],
  },
  { id: 'renewal', path: subpathOf(paths.renewal.pattern), icon: IconCalendar },
  { id: 'debit', path: subpathOf(paths.debts.pattern), icon: IconWarning },
  { id: 'deviation', path: subpathOf(paths.deviations.pattern), icon: IconDanger },
  { id: 'noDebts', path: subpathOf(paths.noDebts.pattern), icon: IconSuccess },
  { id: 'interestProfile', path: subpathOf(paths.interestProfile.pattern), icon: IconUser },
  { id: 'areasOfInterest', path: subpathOf(paths.areasOfInterest.pattern), icon: IconPlus },
  { id: 'checkTitles', path: subpathOf(paths.checkTitles.pattern), icon: IconSearch },
  { id: 'permanentBasket', path: subpathOf(paths.permanentBasket.pattern), icon: IconBook },
  { id: 'requests', path: subpathOf(paths.requests.pattern), icon: IconMore },
  { id: 'loanRequests', path: subpathOf(paths.loanRequests.pattern), icon: IconBook },
  {
    id: 'bibliographicSwitching',
    path: subpathOf(paths.bibliographicSwitching.pattern),
    icon: IconPlus,
  },
  {
    id: 'bibliographicSurvey',
    path: subpathOf(paths.bibliographicSurvey.pattern),
    icon: IconSearch,
  },
  { id: 'catalogSheet', path: subpathOf(paths.catalogSheet.pattern), icon: IconInfo },
  { id: 'interLibraryLoan', path: subpathOf(paths.interLibraryLoan.pattern), icon: IconBook },
  {
    id: 'acquisitionSuggestions',
    path: subpathOf(paths.acquisitionSuggestions.pattern),
    icon: IconSearch,
    group: 'acquisition',
  },
  {
    id: 'purchaseOrders',
    path: subpathOf(paths.purchaseOrders.pattern),
    icon: IconCheck,
    group: 'acquisition',
  },
  {
    id: 'acquisitionDatabase',
    path: subpathOf(paths.acquisitionDatabase.pattern),
    icon: IconInfo,
    group: 'acquisition',
  },
  {
    id: 'acquisitionStatistics',
    path: subpathOf(paths.acquisitionStatistics.pattern),
    icon: IconMore,
    group: 'acquisition',
  },
  { id: 'titlesTotals', path: subpathOf(paths.titlesTotals.pattern), icon: IconMore },
  { id: 'paperPost', path: subpathOf(paths.paperPost.pattern), icon: IconPlus },
  { id: 'personalData', path: subpathOf(paths.personalData.pattern), icon: IconUser },
  { id: 'changePassword', path: subpathOf(paths.changePassword.pattern), icon: IconEyeOff },
  {
    // Spec section 6 ("a user may swap to another account") names no activity for it: every
    // patron of the personal area may use it.
    id: 'exchangeUsers',
    path: subpathOf(paths.userSwap.pattern),
    icon: IconUser,
  },
  { id: 'specializedSearch', path: subpathOf(paths.specializedSearch.pattern), icon: IconSearch },
  { id: 'teachingPlan', path: subpathOf(paths.teachingPlan.pattern), icon: IconBook },
  { id: 'getToken', path: subpathOf(paths.loanToken.pattern), icon: IconCheck },
  { id: 'alerts', path: subpathOf(paths.alerts.pattern), icon: IconWarning },
  {
    // Comments are activity 13 of module 1 (spec section 6).
    id: 'myComments',
    path: subpathOf(paths.myComments.pattern),
    icon: IconInfo,
    activity: 13,
    module: 1,
  },
  { id: 'privacy', path: subpathOf(paths.privacy.pattern), icon: IconEye },
];

/** Whether the permissions allow an entry (one without an activity is open to every patron). */
export const isEntryPermitted = (
  entry: Pick<PersonalAreaMenuEntry, 'activity' | 'module'>,
  permissions: readonly ActivityPermission[],
): boolean =>
  entry.activity === undefined ||
  permissions.some(
    (permission) =>
      permission.cod_atividade === entry.activity &&
      (entry.module === undefined || permission.cod_modulo === entry.module),
  );

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

/** A menu group (e.g. Acquisition) and its entries, in the menu's order. */
export interface PersonalAreaMenuGroup {
  group: MenuItemId;
  entries: PersonalAreaMenuEntry[];
}

/**
 * The entries as the menu lists them: an entry with a `group` joins the group's item, placed where
 * the group's first entry is.
 */
export function groupedEntries(
  entries: readonly PersonalAreaMenuEntry[],
): (PersonalAreaMenuEntry | PersonalAreaMenuGroup)[] {
  const items: (PersonalAreaMenuEntry | PersonalAreaMenuGroup)[] = [];
  const groups = new Map<MenuItemId, PersonalAreaMenuGroup>();
  for (const entry of entries) {
    if (!entry.group) {
      items.push(entry);
      continue;
    }
    let group = groups.get(entry.group);
    if (!group) {
      group = { group: entry.group, entries: [] };
      groups.set(entry.group, group);
      items.push(group);
    }
    group.entries.push(entry);
  }
  return items;
}
