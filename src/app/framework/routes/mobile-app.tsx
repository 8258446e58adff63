import type { ClientLoaderFunctionArgs } from 'react-router';
import type { RouteHandle } from '../../../config/paths';
import { MobileAppPage } from '../../pages/mobile-app-page';
import { PageLoading } from '../../router/page-loading';
import { requireSignedIn, signedInMiddleware } from '../../router/require-auth';

export const handle: RouteHandle = { titleKey: 'pages.mobileApp' };

/** `/meu-portal/app`: the patron's own page, rendered by the browser behind the sign-in guard. */
export const clientMiddleware = [signedInMiddleware];
export function clientLoader(args: ClientLoaderFunctionArgs) {
  return requireSignedIn(args);
}
clientLoader.hydrate = true as const;

export const HydrateFallback = PageLoading;

export default MobileAppPage;
