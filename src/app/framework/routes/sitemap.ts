import type { LoaderFunctionArgs } from 'react-router';
import { sitemapResponse } from '../../server-render/sitemap';
import { requestStateContext } from '../request-context';

/**
 * The sitemap index (`/sitemap.xml`, no `file`) and its pages (`/sitemaps/:file`): the API's
 * listings read through the request's query client, so inside its visit
 * (request-state.server.ts).
 */
export function loader({ url, params, context }: LoaderFunctionArgs) {
  const { queryClient } = context.get(requestStateContext);
  return sitemapResponse(url.origin, queryClient, params.file ?? null);
}
