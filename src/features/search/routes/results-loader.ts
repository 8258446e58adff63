import type { QueryClient } from '@tanstack/react-query';
import type { SearchGuide } from '../../../api/generated/model';
import { publicConfigQueries } from '../../../api/queries/public-config-queries';
import { prefetchInBackground } from '../../../lib/query-state/background-prefetch';
import { guideOfAddress, guidesInOrder } from '../guides/utils/guide-rules';
import {
  defaultDisplayOf,
  guideSearchesRecords,
  hasSearch,
  localStandardsTerm,
  readSearchUrl,
  toSearchParams,
  type SearchUrlState,
} from '../utils/search-url';

// The results list's query factories come with the list's own code, not the home page's.
const searchQueriesModule = () => import('../api/search-queries');
const linkQueriesModule = () => import('../api/link-queries');

/**
 * Route loader of `/` and `/{guia}`, exported by the home page's module so the routes fetch it
 * with the page: with a search of records in the address, the page of results is requested
 * while the results list's code downloads, with the options the list reads. Not awaited:
 * the list keeps the previous page on screen while the next one loads, so a facet or a page
 * change updates the address at once. Start-up has put the guides in the cache.
 */
export function loadResults(
  queryClient: QueryClient,
  url: string,
  guia: string | undefined,
  { withCovers = false }: { withCovers?: boolean } = {},
) {
  const guides = queryClient.getQueryData(publicConfigQueries.searchGuides().queryKey);
  const guide = guides ? guideOfAddress(guidesInOrder(guides), guia) : undefined;
  if (!guide || !guideSearchesRecords(guide)) return null;
  const state = readSearchUrl(new URL(url).searchParams, { exibicao: defaultDisplayOf(guide) });
  if (!hasSearch(state)) return null;
  prefetchInBackground(queryClient, prefetchResultsPage(queryClient, state, guide, withCovers));
  // The result list's own code (its chunk), which the page renders as soon as it is in: a
  // server rendering the page has it before it renders.
  prefetchInBackground(
    queryClient,
    import('../guides/components/lazy-guide-views').then(({ loadGuideViews }) => loadGuideViews()),
  );
  return null;
}

/**
 * A page of results and what the list asks about its records once they are in
 * (result-list.tsx), asked as soon as they are: on a server-rendered page it is in the markup,
 * where a line that said it was loading, and the facets beside the list, moved the page once it
 * came.
 *
 * `withCovers` (the server's rendering): the covers of every record and the default image too.
 * In the browser the list asks for covers in batches (cover-batches.ts), and after a server's
 * page hydrated each batch's answers were a re-render and the next batch's calls, a long task
 * each on a slow phone; with the covers in the markup the browser asks for none.
 */
async function prefetchResultsPage(
  queryClient: QueryClient,
  state: SearchUrlState,
  guide: SearchGuide,
  withCovers: boolean,
): Promise<void> {
  const [{ searchQueries }, { linkQueries }] = await Promise.all([
    searchQueriesModule(),
    linkQueriesModule(),
  ]);
  const params = toSearchParams(state, guide);
  const results = searchQueries.results(params);
  const standardsFor = localStandardsTerm(state, params);
  await Promise.all([
    queryClient.prefetchQuery(results),
    // The sort choice stands on the results' bar on a wide screen.
    queryClient.prefetchQuery(searchQueries.sortOptions()),
    // The standards matching the term, in their section under the list (search-results.tsx).
    standardsFor && queryClient.prefetchQuery(searchQueries.standardsProducts(standardsFor)),
  ]);
  const answer = queryClient.getQueryData(results.queryKey);
  const codes = answer?.consulta.data.map((record) => record.cod_acervo) ?? [];
  if (!answer || codes.length === 0) return;
  const detailed = state.exibicao !== 'C';
  await Promise.all([
    queryClient.prefetchQuery(linkQueries.resultLinks(codes)),
    queryClient.prefetchQuery(
      searchQueries.filters({ search_tab: guide.codigo, id: answer.consulta.id }),
    ),
    detailed && queryClient.prefetchQuery(searchQueries.additionalTitles(codes)),
    detailed && queryClient.prefetchQuery(searchQueries.indexedTitles(codes)),
    detailed && withCovers && prefetchCovers(queryClient, codes, linkQueries),
  ]);
}

/**
 * How long a server's page waits for covers once it has asked for them. A cover is decoration:
 * a cover service slower than that does not hold the page (up to the API timeout, 4 s), and the
 * covers it had not answered are the browser's to ask, in batches, as on a page it renders.
 */
export const SERVER_COVER_BUDGET_MS = 500;

async function prefetchCovers(
  queryClient: QueryClient,
  codes: number[],
  linkQueries: Awaited<ReturnType<typeof linkQueriesModule>>['linkQueries'],
): Promise<void> {
  const keys = codes.map((code) => linkQueries.cover(code).queryKey);
  const late = setTimeout(() => {
    for (const queryKey of keys) void queryClient.cancelQueries({ queryKey, exact: true });
  }, SERVER_COVER_BUDGET_MS);
  await Promise.all([
    ...codes.map((code) => queryClient.prefetchQuery(linkQueries.cover(code))),
    queryClient.prefetchQuery(publicConfigQueries.defaultImage()),
  ]);
  clearTimeout(late);
}
