import type { RouteHandle } from '../../../config/paths';
import { PersonalAreaLayout } from '../../personal-area/personal-area-layout';

export const handle: RouteHandle = { titleKey: 'pages.personalArea' };

/**
 * `/meu-portal`, the personal area's layout around its registry's screens
 * (personal-area-screen.tsx). The session is the browser's: the server sends the app's layout
 * with this route's loading slot, never a patron's data, and the browser renders the area. The
 * data router's guard (require-auth.ts) runs as client middleware, before any screen's loader
 * could prefetch with the public token, and in the loader for the first load: an anonymous
 * visitor goes to `/login?redirect=...`.
 */
export { clientLoader, clientMiddleware, HydrateFallback } from '../signed-in-page';

export default PersonalAreaLayout;
