import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
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
import { failedPage, pageQueries } from '../request-state.server';
import { RouteQueries } from '../route-queries';

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
  return { noticeOnly: pattern === paths.activityNotice.pattern, queries };
}

export default function Activity() {
  const { noticeOnly, queries } = useLoaderData<typeof loader>();
  return (
    <RouteQueries state={queries}>
      {noticeOnly ? <ActivityNoticePage /> : <ActivityPage />}
    </RouteQueries>
  );
}
