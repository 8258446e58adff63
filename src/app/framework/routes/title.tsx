import {
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { titleTabs, type RouteHandle, type TitleTab } from '../../../config/paths';
import { titleQueries } from '../../../features/title/api/title-queries';
import { TitleNotFound } from '../../../features/title/routes/title-page';
import { recordCode } from '../../../lib/query-state/record-code';
import { loadTitle } from '../../router/catalogue-loaders';
import { TitleRoute } from '../../title/title-route';
import { titleHead } from '../../server-render/page-head';
import { browserI18n, browserQueryClient } from '../browser-context';
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

/**
 * A navigation in the browser (from the results, between tabs, back to a title seen before): the
 * data router's loader over the browser's query client, so answers already in its cache are not
 * asked again and the browser asks the API for the rest itself, not the server for the route's
 * `.data`; then the tab and the head, as the server's loader names them, from that cache. A
 * record the API does not know is no error here: the page shows its own not-found, as in the
 * data router (the server's 404 is for a first load). Not on hydration: the first render is the
 * server's answers.
 */
export async function clientLoader({ pattern, params, context, url }: ClientLoaderFunctionArgs) {
  const titleTab = tabOf(pattern);
  const queryClient = browserQueryClient(context);
  await loadTitle(queryClient, params.codAcervo, titleTab);
  const code = recordCode(params.codAcervo);
  return {
    titleTab,
    head: code === null ? undefined : titleHead(url, code, queryClient, browserI18n(context)),
  };
}

export const meta: MetaFunction = pageMeta;

export const ErrorBoundary = recordErrorBoundary(TitleNotFound);

export default withRouteQueries(TitleRoute);
