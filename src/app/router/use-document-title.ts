import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { PageTitleKey, RouteHandle } from '../../config/paths';
import { usePageNameStore } from '../../lib/document-title/use-page-title';
import { publicConfigQueries } from '../../api/queries/public-config-queries';

/**
 * "<page> · Catálogo on-line · <sigla>": the page's own name when it gives one (`usePageTitle`,
 * e.g. a title record), else the deepest route naming its page (`handle.titleKey`); the home
 * page has no name of its own, so it is just the catalogue's.
 */
export function useDocumentTitle(): void {
  const { t } = useTranslation(['personal-area', 'common']);
  const matches = useMatches();
  const { data: institution } = useQuery(publicConfigQueries.institution());
  const pageName = usePageNameStore((state) => state.name);
  let titleKey: PageTitleKey | undefined;
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.titleKey) titleKey = handle.titleKey;
  }
  const parts = [
    pageName ?? (titleKey ? t(titleKey, { ns: 'personal-area' }) : null),
    t('appName', { ns: 'common' }),
    institution?.sigla ?? null,
  ].filter(Boolean);
  const title = parts.join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
