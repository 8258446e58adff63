import { type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { RouteHandle } from '../../../config/paths';
import { authorityQueries } from '../../../features/authority/api/authority-queries';
import { recordCode } from '../../../lib/query-state/record-code';
import {
  AuthorityNotFound,
  AuthorityPage,
} from '../../../features/authority/routes/authority-page';
import { loadAuthority } from '../../router/catalogue-loaders';
import { authorityHead } from '../../server-render/page-head';
import { pageMeta } from '../head-meta';
import { requestStateContext } from '../request-context';
import { failedPage, pageQueries } from '../request-state.server';
import { withRouteQueries } from '../route-queries';
import { recordErrorBoundary } from './pages-boundary';

export const handle: RouteHandle = { titleKey: 'pages.authority' };

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
    titleTab: pattern.endsWith('/marc') ? ('marc' as const) : undefined,
    queries,
    head: authorityHead(url, code, queryClient, i18n),
  };
}

export const meta: MetaFunction = pageMeta;

export const ErrorBoundary = recordErrorBoundary(AuthorityNotFound);

export default withRouteQueries(AuthorityPage);
