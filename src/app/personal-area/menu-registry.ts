import type { ActivityPermission } from '../../api/generated/model';
import { paths, personalAreaPrefix } from '../../config/paths';

import type { MenuItemId, MenuSectionId } from './personal-area-context';

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
  /**
   * Pages of the screen with an address of their own under its path (e.g. the loan history at
   * `emprestimos/historico`), not in the menu; they share the entry's activity.
   */
  subpages?: readonly PersonalAreaSubpage[];
  /**
   * The menu section the entry is listed under; its label is `menuSections.<section>`, shown once
   * above its entries. Only the home has none: it leads the menu on its own.
   */
  section?: MenuSectionId;
}

export interface PersonalAreaSubpage {
  /** Path under the entry's path. */
  path: string;
}

/**
 * The personal area's screens. An entry is listed only once its screen exists: routes and menu
 * are built from this list, so a new screen is one entry here. What each route loads is in
 * screen-modules.ts, fetched on demand. The docs/app-reference.md, "Personal area gates", lists
 * which activity gates which entry.
 *
 * The spec's menu (section 2) is 25 items in one flat list; with our additions (Holds beside Loan,
 * Inter-library loan beside the other requests, Change password beside Personal data, My
 * comments) it grew to 32, too many to scan. Issue 39 sorts them into six sections by what the
 * patron came to do, each keeping the spec's order inside it:
 * - circulation: Loan, Holds, Renewal, Get token (the token lends at the desk);
 * - debts: Debit, Deviation (suspensions), No-debts declaration;
 * - requests: Requests, Loan requests, Inter-library loan, Bibliographic switching and survey,
 *   Catalog sheet, Paper post (services the library performs on request);
 * - discovery: Interest profile, Areas of interest, Alerts (they follow the profile), Check
 *   titles, Permanent basket, Specialized search, Teaching plan, My comments;
 * - acquisition: the spec's four Acquisition pages and Titles totals (acquisition figures);
 * - account: Personal data, Change password, Exchange users, Privacy.
 */
export const personalAreaMenu: readonly PersonalAreaMenuEntry[] = [
  { id: 'home', path: '' },
  {
    id: 'loan',
    path: subpathOf(paths.loans.pattern),

    subpages: [{ path: 'historico' }],
    section: 'circulation',
  },
  {
    // The spec's menu has no Holds item; a patron looks for holds beside the loans.
    id: 'holds',
    path: subpathOf(paths.holds.pattern),

    subpages: [{ path: 'historico' }],
    section: 'circulation',
  },
  {
    id: 'renewal',
    path: subpathOf(paths.renewal.pattern),

    section: 'circulation',
  },
  {
    id: 'getToken',
    path: subpathOf(paths.loanToken.pattern),

    section: 'circulation',
  },
  { id: 'debit', path: subpathOf(paths.debts.pattern), section: 'debts' },
  { id: 'deviation', path: subpathOf(paths.deviations.pattern), section: 'debts' },
  { id: 'noDebts', path: subpathOf(paths.noDebts.pattern), section: 'debts' },
  { id: 'requests', path: subpathOf(paths.requests.pattern), section: 'requests' },
  {
    id: 'loanRequests',
    path: subpathOf(paths.loanRequests.pattern),

    section: 'requests',
  },
  {
    id: 'interLibraryLoan',
    path: subpathOf(paths.interLibraryLoan.pattern),

    section: 'requests',
  },
  {
    id: 'bibliographicSwitching',
    path: subpathOf(paths.bibliographicSwitching.pattern),

    section: 'requests',
  },
  {
    id: 'bibliographicSurvey',
    path: subpathOf(paths.bibliographicSurvey.pattern),

    section: 'requests',
  },
  {
    id: 'catalogSheet',
    path: subpathOf(paths.catalogSheet.pattern),

    section: 'requests',
  },
  {
    id: 'paperPost',
    path: subpathOf(paths.paperPost.pattern),

    section: 'requests',
  },
  {
    id: 'interestProfile',
    path: subpathOf(paths.interestProfile.pattern),

    section: 'discovery',
  },
  {
    id: 'areasOfInterest',
    path: subpathOf(paths.areasOfInterest.pattern),

    section: 'discovery',
  },
  { id: 'alerts', path: subpathOf(paths.alerts.pattern), section: 'discovery' },
  {
    id: 'checkTitles',
    path: subpathOf(paths.checkTitles.pattern),

    section: 'discovery',
  },
  {
    id: 'permanentBasket',
    path: subpathOf(paths.permanentBasket.pattern),

    section: 'discovery',
  },
  {
    id: 'specializedSearch',
    path: subpathOf(paths.specializedSearch.pattern),

    section: 'discovery',
  },
  {
    id: 'teachingPlan',
    path: subpathOf(paths.teachingPlan.pattern),

    section: 'discovery',
  },
  {
    // Comments are activity 13 of module 1 (spec section 6).
    id: 'myComments',
    path: subpathOf(paths.myComments.pattern),

    activity: 13,
    module: 1,
    section: 'discovery',
  },
  {
    id: 'acquisitionSuggestions',
    path: subpathOf(paths.acquisitionSuggestions.pattern),

    section: 'acquisition',
  },
  {
    id: 'purchaseOrders',
    path: subpathOf(paths.purchaseOrders.pattern),

    section: 'acquisition',
  },
  {
    id: 'acquisitionDatabase',
    path: subpathOf(paths.acquisitionDatabase.pattern),

    section: 'acquisition',
  },
  {
    id: 'acquisitionStatistics',
    path: subpathOf(paths.acquisitionStatistics.pattern),

    section: 'acquisition',
  },
  {
    id: 'titlesTotals',
    path: subpathOf(paths.titlesTotals.pattern),

    section: 'acquisition',
  },
  {
    id: 'personalData',
    path: subpathOf(paths.personalData.pattern),

    section: 'account',
  },
  {
    id: 'changePassword',
    path: subpathOf(paths.changePassword.pattern),

    section: 'account',
  },
  {
    // Spec section 6 ("a user may swap to another account") names no activity for it: every
    // patron of the personal area may use it.
    id: 'exchangeUsers',
    path: subpathOf(paths.userSwap.pattern),

    section: 'account',
  },
  { id: 'privacy', path: subpathOf(paths.privacy.pattern), section: 'account' },
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

/** A menu section (e.g. Circulation) and its permitted entries, in the menu's order. */
export interface PersonalAreaMenuSection {
  section: MenuSectionId;
  entries: PersonalAreaMenuEntry[];
}

/**
 * The entries as the menu lists them: an entry with a `section` joins the section's item, placed
 * where the section's first entry is. A section none of whose entries is permitted is not there
 * at all, as the entries come already filtered.
 */
export function sectionedEntries(
  entries: readonly PersonalAreaMenuEntry[],
): (PersonalAreaMenuEntry | PersonalAreaMenuSection)[] {
  const items: (PersonalAreaMenuEntry | PersonalAreaMenuSection)[] = [];
  const sections = new Map<MenuSectionId, PersonalAreaMenuSection>();
  for (const entry of entries) {
    if (!entry.section) {
      items.push(entry);
      continue;
    }
    let section = sections.get(entry.section);
    if (!section) {
      section = { section: entry.section, entries: [] };
      sections.set(entry.section, section);
      items.push(section);
    }
    section.entries.push(entry);
  }
  return items;
}
