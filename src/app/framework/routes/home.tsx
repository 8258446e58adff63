import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { HomePage, loadResults } from '../../../features/search/routes/home-page';
import { pageQueries } from '../request-state.server';
import { RouteQueries } from '../route-queries';

/** `/` and `/:guia`: a page of results when the address holds a search (`?q=` and the rest). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return {
    queries: await pageQueries(context, (queryClient) =>
      loadResults(queryClient, request.url, params.guia),
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
