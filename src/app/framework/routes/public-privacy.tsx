import type { RouteHandle } from '../../../config/paths';
import { PublicPrivacyPage } from '../../../features/account/routes/privacy-page';

export const handle: RouteHandle = { titleKey: 'pages.privacy' };

/**
 * `/privacidade`: the institution's policy link (start-up's institution, the root loader's) and
 * what the app keeps in the browser. Whether a patron is signed in changes only the erase
 * dialog's words, which the page renders once the dialog opens, so the markup is the same.
 */
export default PublicPrivacyPage;
