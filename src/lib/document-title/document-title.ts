import type { TFunction } from 'i18next';
import type { PageTitleKey, TitleTab } from '../../config/paths';

/** The namespaces the title's words come from; all three are bundled, so never wait for a chunk. */
export const documentTitleNamespaces = ['personal-area', 'catalogue', 'common'] as const;
export type DocumentTitleT = TFunction<typeof documentTitleNamespaces>;

/**
 * What a route knows about itself, enough to name it. Plain data, so the browser's layout and a
 * server's `meta` function can build the same title from the same facts.
 */
export interface DocumentTitleFacts {
  /** The page's own name when it has one: a record's title, a guide's, a translated heading. */
  page?: string | null;
  /** The route's generic name (`handle.titleKey`), when the page gives none of its own. */
  pageKey?: PageTitleKey;
  /** A page of a screen with its own address (the loan or hold history). */
  subpage?: 'history';
  /** The search whose results the page lists. */
  query?: string;
  /** Which page of those results (1 when absent). */
  pageNumber?: number;
  /** The detail tab a title's address opens (absent on the title's own address). */
  tab?: TitleTab;
  /**
   * The page is a screen of the personal area: "Meu portal" follows its name, since the public
   * site has pages of the same name (privacy).
   */
  inPersonalArea?: boolean;
  /** The institution's acronym, last, as on every page of its site. */
  institution?: string | null;
}

/**
 * "<page> · <context> · Catálogo on-line · <institution>". The page comes first because a
 * screen reader reads the title when a tab or page changes and a browser tab truncates it from
 * the end: what differs between two pages must be at the start. The context tells apart
 * addresses of one page (a results page and its page number, a title's tabs, a screen's
 * history); the catalogue and the institution close every title.
 */
export function documentTitle(t: DocumentTitleT, facts: DocumentTitleFacts): string {
  const ownName = facts.page ?? (facts.pageKey ? t(facts.pageKey, { ns: 'personal-area' }) : null);
  const query = facts.query?.trim();
  const parts: (string | null | undefined)[] = query
    ? [
        t('documentTitle.results', { ns: 'personal-area', query }),
        t('documentTitle.resultsPage', { ns: 'personal-area', page: facts.pageNumber ?? 1 }),
        // The guide searched in, so the same words in two guides are two titles.
        ownName,
      ]
    : [
        facts.subpage === 'history' ? t('documentTitle.history', { ns: 'personal-area' }) : null,
        ownName,
        facts.tab ? t(`tabs.${facts.tab}`, { ns: 'catalogue' }) : null,
        facts.inPersonalArea && facts.pageKey !== 'pages.personalArea'
          ? t('pages.personalArea', { ns: 'personal-area' })
          : null,
      ];
  // The history is the page, its screen the context: "Histórico · Empréstimos".
  parts.push(t('appName', { ns: 'common' }), facts.institution);
  return parts.filter((part): part is string => !!part).join(' · ');
}
