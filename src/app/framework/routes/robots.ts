import type { LoaderFunctionArgs } from 'react-router';
import { robotsResponse } from '../../server-render/sitemap';

/** `robots.txt`, as deploy/server answers it. */
export function loader({ url }: LoaderFunctionArgs) {
  return robotsResponse(url.origin);
}
