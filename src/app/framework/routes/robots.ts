import type { LoaderFunctionArgs } from 'react-router';
import { robotsResponse } from '../../server-render/sitemap';

/** `robots.txt` (src/app/server-render/sitemap.ts). */
export function loader({ url }: LoaderFunctionArgs) {
  return robotsResponse(url.origin);
}
