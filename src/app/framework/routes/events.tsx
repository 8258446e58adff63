import type { ClientLoaderFunctionArgs, LoaderFunctionArgs } from 'react-router';
import {
  institutionQueries,
  loadEvents,
} from '../../../features/institution/api/institution-queries';
import { EventsPage } from '../../../features/institution/routes/events-page';
import { browserQueryClient } from '../browser-context';
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

/**
 * A navigation in the browser: the data router's loader over the browser's query client (the
 * events in its cache are not asked again; the browser asks the API, not the server's `.data`).
 * A failure is the page's own message with its retry, as in the data router. Not on hydration.
 */
export async function clientLoader({ context }: ClientLoaderFunctionArgs) {
  await loadEvents(browserQueryClient(context));
  return null;
}

export default withRouteQueries(EventsPage);
