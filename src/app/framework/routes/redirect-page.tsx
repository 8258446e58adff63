import type { RouteHandle } from '../../../config/paths';
import { RedirectPage } from '../../pages/redirect-page';

export const handle: RouteHandle = { titleKey: 'pages.redirect' };

/**
 * `/redirecionamento`: both its calls need the patron's token, which only the browser holds. The
 * data router's guard (require-auth.ts) as client middleware, and in the loader for the first
 * load, sends an anonymous visitor to `/login?redirect=...`.
 */
export { clientLoader, clientMiddleware, HydrateFallback } from '../signed-in-page';

export default RedirectPage;
