import { data } from 'react-router';
import type { RouteHandle } from '../../../config/paths';
import { FallbackPage } from '../../pages/fallback-page';

export const handle: RouteHandle = { titleKey: 'pages.notFound' };

/** Any other address: the app's not-found page, with its status. */
export function loader() {
  return data(null, { status: 404 });
}

/** A navigation in the browser: nothing to read, and the status is a first load's alone. */
export function clientLoader() {
  return null;
}

export default FallbackPage;
