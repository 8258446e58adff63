import type { RouteHandle } from '../../../config/paths';
import { PersonalAreaFallback } from '../../personal-area/personal-area-fallback';

export const handle: RouteHandle = { titleKey: 'pages.notFound' };

/**
 * A path under the personal area that names no registered screen: the area's own not-found page,
 * inside its layout (the layout's guard has run; the server renders the layout's loading slot).
 */
export default PersonalAreaFallback;
