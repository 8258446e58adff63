import {
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import type { RouteHandle } from '../../../config/paths';
import { authorityQueries } from '../../../features/authority/api/authority-queries';
import { recordCode } from '../../../lib/query-state/record-code';
import {
  AuthorityNotFound,
  AuthorityPage,
} from '../../../features/authority/routes/authority-page';
import { loadAuthority } from '../../router/catalogue-loaders';
import { authorityHead } from '../../server-render/page-head';
import { browserI18n, browserQueryClient } from '../browser-context';
import { pageMeta } from '../head-meta';
import { requestStateContext } from '../request-context';
import { failedPage, pageQueries } from '../request-state.server';
import { withRouteQueries } from '../route-queries';
import { recordErrorBoundary } from './pages-boundary';

export const handle: RouteHandle = { titleKey: 'pages.authority' };

/** The MARC view's route names its tab (`routeHandleOf`), as the data router's handle does. */
const tabOf = (pattern: string) => (pattern.endsWith('/marc') ? ('marc' as const) : undefined);

/** An authority and its MARC view (one record; the MARC route's loader names its tab). */
export async function loader({ pattern, params, context, url }: LoaderFunctionArgs) {
  const code = recordCode(params.codAutoridade);
  if (code === null) throw failedPage(404);
  const queries = await pageQueries(
    context,
    (queryClient) => loadAuthority(queryClient, params.codAutoridade),
    authorityQueries.detail(code).queryKey,
  );
  const { queryClient, i18n } = context.get(requestStateContext);
  return {
    titleTab: tabOf(pattern),
    queries,
    head: authorityHead(url, code, queryClient, i18n),
  };
}

/**
 * A navigation in the browser: the data router's loader over the browser's query client (a
 * record in its cache is not asked again; the browser asks the API, not the server's `.data`),
 * then the tab and the head from that cache. An authority the API does not know is the page's
 * own not-found, as in the data router, not an error. Not on hydration.
 */
export async function clientLoader({ pattern, params, context, url }: ClientLoaderFunctionArgs) {
  const queryClient = browserQueryClient(context);
  await loadAuthority(queryClient, params.codAutoridade);
  const code = recordCode(params.codAutoridade);
  return {
    titleTab: tabOf(pattern),
    head: code === null ? undefined : authorityHead(url, code, queryClient, browserI18n(context)),
  };
}

export const meta: MetaFunction = pageMeta;

export const ErrorBoundary = recordErrorBoundary(AuthorityNotFound);

export default withRouteQueries(AuthorityPage);
