import type { ClientLoaderFunctionArgs } from 'react-router';
import type { RouteHandle } from '../../../config/paths';
import { RedirectPage } from '../../pages/redirect-page';
import { PageLoading } from '../../router/page-loading';
import { requireSignedIn, signedInMiddleware } from '../../router/require-auth';

export const handle: RouteHandle = { titleKey: 'pages.redirect' };

/**
 * `/redirecionamento`: both its calls need the patron's token, which only the browser holds. The
 * data router's guard (require-auth.ts) as client middleware, and in the loader for the first
 * load, sends an anonymous visitor to `/login?redirect=...`.
 */
export const clientMiddleware = [signedInMiddleware];
export function clientLoader(args: ClientLoaderFunctionArgs) {
  return requireSignedIn(args);
}
clientLoader.hydrate = true as const;

export const HydrateFallback = PageLoading;

export default RedirectPage;
