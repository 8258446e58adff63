import {
  useLoaderData,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { paths } from '../../../config/paths';
import {
  institutionQueries,
  loadActivity,
} from '../../../features/institution/api/institution-queries';
import {
  ActivityNoticePage,
  ActivityPage,
} from '../../../features/institution/routes/activity-page';
import { recordCode } from '../../../lib/query-state/record-code';
import { browserQueryClient } from '../browser-context';
import { failedPage, pageQueries } from '../request-state.server';
import { queriesOf, RouteQueries, type PageLoaderData } from '../route-queries';

/** Whether the route is the notice alone (`/atividades/:id/informativo`), from its pattern. */
const isNoticeOnly = (pattern: string) => pattern === paths.activityNotice.pattern;

/**
 * An activity's page and its notice alone (one module, a route each: routes.ts). The data router
 * gives each its own component; a module has one, so the loader says which address it serves,
 * as title.tsx's names the tab.
 */
export async function loader({ pattern, params, context }: LoaderFunctionArgs) {
  const id = recordCode(params.id);
  if (id === null) throw failedPage(404);
  // The activity is the record: one the API does not know (or does not make public) is a 404;
  // a notice that fails is the page's own section to show, as in the browser.
  const queries = await pageQueries(
    context,
    (queryClient) => loadActivity(queryClient, id),
    institutionQueries.activity(id).queryKey,
  );
  return { noticeOnly: isNoticeOnly(pattern), queries };
}

/**
 * A navigation in the browser: the data router's loader over the browser's query client (what
 * its cache holds is not asked again; the browser asks the API, not the server's `.data`). An
 * activity the API does not know is the page's own message, as in the data router. Not on
 * hydration.
 */
export async function clientLoader({ pattern, params, context }: ClientLoaderFunctionArgs) {
  await loadActivity(browserQueryClient(context), recordCode(params.id));
  return { noticeOnly: isNoticeOnly(pattern) };
}

export default function Activity() {
  const data = useLoaderData<{ noticeOnly: boolean } & PageLoaderData>();
  return (
    <RouteQueries state={queriesOf(data)}>
      {data.noticeOnly ? <ActivityNoticePage /> : <ActivityPage />}
    </RouteQueries>
  );
}
