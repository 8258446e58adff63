import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { HomePage, loadResults } from '../../../features/search/routes/home-page';
import { pageQueries } from '../request-state.server';
import { RouteQueries } from '../route-queries';

/** `/` and `/:guia`: a page of results when the address holds a search (`?q=` and the rest). */
export async function loader({ url, params, context }: LoaderFunctionArgs) {
  return {
    // `url`, not `request.url`: a navigation's data request adds `.data` and `_routes`.
    queries: await pageQueries(context, (queryClient) =>
      loadResults(queryClient, url.href, params.guia),
    ),
  };
}

export default function Home() {
  const { queries } = useLoaderData<typeof loader>();
  return (
    <RouteQueries state={queries}>
      <HomePage />
    </RouteQueries>
  );
}
