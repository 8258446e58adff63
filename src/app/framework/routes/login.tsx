import type { RouteHandle } from '../../../config/paths';
import { LoginPage } from '../../../features/auth/routes/login-page';

export const handle: RouteHandle = { titleKey: 'pages.login' };

export default LoginPage;
