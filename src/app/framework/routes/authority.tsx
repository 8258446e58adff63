import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { RouteHandle } from '../../../config/paths';
import { authorityQueries } from '../../../features/authority/api/authority-queries';
import { recordCode } from '../../../lib/query-state/record-code';
import { AuthorityPage } from '../../../features/authority/routes/authority-page';
import { loadAuthority } from '../../router/catalogue-loaders';
import { pageQueries } from '../request-state.server';
import { RouteQueries } from '../route-queries';

export const handle: RouteHandle = { titleKey: 'pages.authority' };

/** An authority and its MARC view (one record; the MARC route's loader names its tab). */
export async function loader({ pattern, params, context }: LoaderFunctionArgs) {
  const code = recordCode(params.codAutoridade);
  if (code === null) throw data(null, { status: 404 });
  return {
    titleTab: pattern.endsWith('/marc') ? ('marc' as const) : undefined,
    queries: await pageQueries(
      context,
      (queryClient) => loadAuthority(queryClient, params.codAutoridade),
      authorityQueries.detail(code).queryKey,
    ),
  };
}

export default function Authority() {
  const { queries } = useLoaderData<typeof loader>();
  return (
    <RouteQueries state={queries}>
      <AuthorityPage />
    </RouteQueries>
  );
}
