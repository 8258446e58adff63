import type { LoaderFunctionArgs } from 'react-router';
import {
  institutionQueries,
  loadEvents,
} from '../../../features/institution/api/institution-queries';
import { EventsPage } from '../../../features/institution/routes/events-page';
import { pageQueries } from '../request-state.server';
import { withRouteQueries } from '../route-queries';

/**
 * `/eventos`: the events platform's upcoming events. The list is the page: when the platform
 * cannot be reached (the API's 500) the answer is a 503 to come back to, not a page without
 * events that shared caches would keep.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  return {
    queries: await pageQueries(
      context,
      (queryClient) => loadEvents(queryClient),
      institutionQueries.eventumEvents().queryKey,
    ),
  };
}

export default withRouteQueries(EventsPage);
