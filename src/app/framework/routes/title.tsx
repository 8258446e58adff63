import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { titleTabs, type RouteHandle, type TitleTab } from '../../../config/paths';
import { titleQueries } from '../../../features/title/api/title-queries';
import { recordCode } from '../../../lib/query-state/record-code';
import { loadTitle } from '../../router/catalogue-loaders';
import { TitleRoute } from '../../title/title-route';
import { pageQueries } from '../request-state.server';
import { RouteQueries } from '../route-queries';

export const handle: RouteHandle = { titleKey: 'pages.title' };

/** The tab an address under `/acervo/:codAcervo/` opens, from its last segment. */
const tabOf = (url: string): TitleTab | undefined => {
  const segment = new URL(url).pathname.split('/')[3];
  return titleTabs.find((tab) => tab === segment);
};

/**
 * A title and each of its tabs (one module, a route per tab: routes.ts). The data router names
 * the tab in each route's `handle`; a module has one handle, so here the loader names it, and
 * `titleTabOfMatches` reads it from the match's data.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const titleTab = tabOf(request.url);
  const code = recordCode(params.codAcervo);
  if (code === null) throw data(null, { status: 404 });
  return {
    titleTab,
    queries: await pageQueries(
      context,
      (queryClient) => loadTitle(queryClient, params.codAcervo, titleTab),
      titleQueries.detail(code).queryKey,
    ),
  };
}

export default function Title() {
  const { queries } = useLoaderData<typeof loader>();
  return (
    <RouteQueries state={queries}>
      <TitleRoute />
    </RouteQueries>
  );
}
