import type { RouteHandle } from '../../../config/paths';
import { MobileAppPage } from '../../pages/mobile-app-page';

export const handle: RouteHandle = { titleKey: 'pages.mobileApp' };

/** `/meu-portal/app`: the patron's own page, rendered by the browser behind the sign-in guard. */
export { clientLoader, clientMiddleware, HydrateFallback } from '../signed-in-page';

export default MobileAppPage;
