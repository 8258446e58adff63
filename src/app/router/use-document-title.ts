import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { PageTitleKey, RouteHandle } from '../../config/paths';
import { isPersonalAreaPath, routeHandleOf, titleTabOfMatches } from '../../config/paths';
import { documentTitle, documentTitleNamespaces } from '../../lib/document-title/document-title';
import { usePageNameStore } from '../../lib/document-title/use-page-title';
import { publicConfigQueries } from '../../api/queries/public-config-queries';

/**
 * Names the document from the route's facts (document-title.ts): the page's own name when it
 * gives one (`usePageTitle`, e.g. a title record, a guide, a search), else the deepest route
 * naming its page (`handle.titleKey`, or its loader's data in framework mode: `routeHandleOf`),
 * with the tab or history the address opens.
 */
export function useDocumentTitle(): string {
  const { t } = useTranslation(documentTitleNamespaces);
  const matches = useMatches();
  const { data: institution } = useQuery(publicConfigQueries.institution());
  const own = usePageNameStore();
  let pageKey: PageTitleKey | undefined;
  let subpage: RouteHandle['titleSubpage'];
  for (const match of matches) {
    const handle = routeHandleOf(match);
    if (handle.titleKey) pageKey = handle.titleKey;
    if (handle.titleSubpage) subpage = handle.titleSubpage;
  }
  const title = documentTitle(t, {
    page: own.name,
    pageKey,
    subpage,
    query: own.query,
    pageNumber: own.pageNumber,
    tab: titleTabOfMatches(matches),
    inPersonalArea: isPersonalAreaPath(matches.at(-1)?.pathname ?? ''),
    institution: institution?.sigla,
  });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return title;
}
