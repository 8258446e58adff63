import type { QueryClient } from '@tanstack/react-query';
import { publicConfigQueries } from '../../../api/queries/public-config-queries';
import { prefetchInBackground } from '../../../lib/query-state/background-prefetch';
import { guideOfAddress, guidesInOrder } from '../guides/utils/guide-rules';
import {
  guideSearchesRecords,
  hasSearch,
  readSearchUrl,
  toSearchParams,
} from '../utils/search-url';

// The results list's query factory comes with the list's own code, not the home page's.
const searchQueriesModule = () => import('../api/search-queries');

/**
 * Route loader of `/` and `/{guia}`, exported by the home page's module so the routes fetch it
 * with the page: with a search of records in the address, the page of results is requested
 * while the results list's code downloads, with the options the list reads. Not awaited:
 * the list keeps the previous page on screen while the next one loads, so a facet or a page
 * change updates the address at once. Start-up has put the guides in the cache.
 */
export function loadResults(queryClient: QueryClient, url: string, guia: string | undefined) {
  const guides = queryClient.getQueryData(publicConfigQueries.searchGuides().queryKey);
  const guide = guides ? guideOfAddress(guidesInOrder(guides), guia) : undefined;
  if (!guide || !guideSearchesRecords(guide)) return null;
  // The display mode is not part of the request, so the guide's default does not matter here.
  const state = readSearchUrl(new URL(url).searchParams);
  if (!hasSearch(state)) return null;
  prefetchInBackground(
    queryClient,
    searchQueriesModule().then(({ searchQueries }) =>
      queryClient.prefetchQuery(searchQueries.results(toSearchParams(state, guide))),
    ),
  );
  // The result list's own code (its chunk), which the page renders as soon as it is in: a
  // server rendering the page has it before it renders.
  prefetchInBackground(
    queryClient,
    import('../guides/components/lazy-guide-views').then(({ loadGuideViews }) => loadGuideViews()),
  );
  return null;
}
