import type { LoaderFunctionArgs } from 'react-router';
import {
  institutionQueries,
  loadOpeningHours,
} from '../../../features/institution/api/institution-queries';
import { OpeningHoursPage } from '../../../features/institution/routes/opening-hours-page';
import { recordCode } from '../../../lib/query-state/record-code';
import { pageQueries } from '../request-state.server';
import { withRouteQueries } from '../route-queries';

/**
 * `/horarios`: the campuses and the shown campus's week (`?campus=`, else the first one). The
 * campus list is what the page is made of, so its failure is the page's (503); a campus without
 * hours (the API's 404) or an unknown `?campus=` is the page's own message, as in the browser,
 * with the list to choose another.
 */
export async function loader({ url, context }: LoaderFunctionArgs) {
  // `url`, not `request.url`: a navigation's data request adds `.data` and `_routes`.
  const campus = recordCode(url.searchParams.get('campus') ?? undefined);
  return {
    queries: await pageQueries(
      context,
      (queryClient) => loadOpeningHours(queryClient, campus),
      institutionQueries.campuses().queryKey,
    ),
  };
}

export default withRouteQueries(OpeningHoursPage);
