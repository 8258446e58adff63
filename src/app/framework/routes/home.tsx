import type { ClientLoaderFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { HomePage, loadResults } from '../../../features/search/routes/home-page';
import { browserQueryClient } from '../browser-context';
import { pageQueries } from '../request-state.server';
import { withRouteQueries } from '../route-queries';
// The results list, which the page loads on demand (lazy-guide-views.tsx), imported with the
// route so its style sheets are the route's, linked in the head: the server's results paint
// styled before the code runs, not with default spacing until its chunk arrives (the layout moved
// by up to 135 px on a laptop).
import '../../../features/search/guides/components/guide-views';

/** `/` and `/:guia`: a page of results when the address holds a search (`?q=` and the rest). */
export async function loader({ url, params, context }: LoaderFunctionArgs) {
  return {
    // `url`, not `request.url`: a navigation's data request adds `.data` and `_routes`.
    queries: await pageQueries(context, (queryClient) =>
      loadResults(queryClient, url.href, params.guia, { withCovers: true }),
    ),
  };
}

/**
 * A navigation in the browser (a search, a facet, a page of results, a guide): the data router's
 * loader over the browser's query client, so a page of results already in its cache is not asked
 * again and the browser asks the API for the rest itself, not the server for the route's `.data`.
 * Not on hydration: the first render is the server's answers.
 */
export function clientLoader({ url, params, context }: ClientLoaderFunctionArgs) {
  loadResults(browserQueryClient(context), url.href, params.guia);
  return null;
}

export default withRouteQueries(HomePage);
