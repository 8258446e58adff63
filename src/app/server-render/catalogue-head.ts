import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { publicConfigQueries } from '../../api/queries/public-config-queries';
import { canonicalAddress, type HeadFacts } from './record-head';

/**
 * The catalogue's own head (its name and the institution's, the address's canonical form), for
 * a page that is no record, from the start-up answers in `queryClient`. A module of its own: the
 * framework root's `clientLoader` words the head of every navigation in the browser with it, and
 * the root's code is every page's, which should not carry the record pages' query factories
 * (page-head.ts).
 */
export function catalogueHead(url: URL, queryClient: QueryClient, i18n: i18n): HeadFacts {
  const institution = queryClient.getQueryData(publicConfigQueries.institution().queryKey);
  const title = [i18n.t('appName', { ns: 'common' }), institution?.sigla]
    .filter(Boolean)
    .join(' · ');
  return { title, canonical: canonicalAddress(url), type: 'website' };
}
