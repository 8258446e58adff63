import type { ClientLoaderFunctionArgs, LoaderFunctionArgs } from 'react-router';
import {
  institutionQueries,
  loadOpeningHours,
} from '../../../features/institution/api/institution-queries';
import { OpeningHoursPage } from '../../../features/institution/routes/opening-hours-page';
import { recordCode } from '../../../lib/query-state/record-code';
import { browserQueryClient } from '../browser-context';
import { pageQueries } from '../request-state.server';
import { withRouteQueries } from '../route-queries';

const campusOf = (url: URL) => recordCode(url.searchParams.get('campus') ?? undefined);

/**
 * `/horarios`: the campuses and the shown campus's week (`?campus=`, else the first one). The
 * campus list is what the page is made of, so its failure is the page's (503); a campus without
 * hours (the API's 404) or an unknown `?campus=` is the page's own message, as in the browser,
 * with the list to choose another.
 */
export async function loader({ url, context }: LoaderFunctionArgs) {
  // `url`, not `request.url`: a navigation's data request adds `.data` and `_routes`.
  const campus = campusOf(url);
  return {
    queries: await pageQueries(
      context,
      (queryClient) => loadOpeningHours(queryClient, campus),
      institutionQueries.campuses().queryKey,
    ),
  };
}

/**
 * A navigation in the browser (to the page, or to another campus): the data router's loader over
 * the browser's query client, so a campus already in its cache is not asked again and the browser
 * asks the API, not the server's `.data`. Not on hydration.
 */
export async function clientLoader({ url, context }: ClientLoaderFunctionArgs) {
  await loadOpeningHours(browserQueryClient(context), campusOf(url));
  return null;
}

export default withRouteQueries(OpeningHoursPage);
