import { type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { titleTabs, type RouteHandle, type TitleTab } from '../../../config/paths';
import { titleQueries } from '../../../features/title/api/title-queries';
import { TitleNotFound } from '../../../features/title/routes/title-page';
import { recordCode } from '../../../lib/query-state/record-code';
import { loadTitle } from '../../router/catalogue-loaders';
import { TitleRoute } from '../../title/title-route';
import { titleHead } from '../../server-render/page-head';
import { pageMeta } from '../head-meta';
import { requestStateContext } from '../request-context';
import { failedPage, pageQueries } from '../request-state.server';
import { withRouteQueries } from '../route-queries';
import { recordErrorBoundary } from './pages-boundary';

export const handle: RouteHandle = { titleKey: 'pages.title' };

/** The tab a route of `/acervo/:codAcervo/<tab>` opens, from its pattern (routes.ts). */
const tabOf = (pattern: string): TitleTab | undefined => {
  const segment = pattern.split('/')[3];
  return titleTabs.find((tab) => tab === segment);
};

/**
 * A title and each of its tabs (one module, a route per tab: routes.ts). The data router names
 * the tab in each route's `handle`; a module has one handle, so here the loader names it, and
 * `titleTabOfMatches` reads it from the match's data.
 */
export async function loader({ pattern, params, context, url }: LoaderFunctionArgs) {
  const titleTab = tabOf(pattern);
  const code = recordCode(params.codAcervo);
  if (code === null) throw failedPage(404);
  const queries = await pageQueries(
    context,
    (queryClient) => loadTitle(queryClient, params.codAcervo, titleTab),
    titleQueries.detail(code).queryKey,
  );
  const { queryClient, i18n } = context.get(requestStateContext);
  return { titleTab, queries, head: titleHead(url, code, queryClient, i18n) };
}

export const meta: MetaFunction = pageMeta;

export const ErrorBoundary = recordErrorBoundary(TitleNotFound);

export default withRouteQueries(TitleRoute);
