import type { ClientLoaderFunctionArgs } from 'react-router';
import type { RouteHandle } from '../../../config/paths';
import { logoutLoader, LogoutPage } from '../../logout/logout-route';
import { PageLoading } from '../../router/page-loading';
import { browserQueryClient } from '../browser-context';

export const handle: RouteHandle = { titleKey: 'pages.logout' };

/**
 * `/sair`: the session to end is the browser's, so the data router's loader runs there (on the
 * first load too): it revokes the tokens, drops the patron's data from the browser's cache and
 * goes home or leaves for the identity provider's logout address.
 */
export function clientLoader({ context }: ClientLoaderFunctionArgs) {
  return logoutLoader(browserQueryClient(context));
}
clientLoader.hydrate = true as const;

export const HydrateFallback = PageLoading;

export default LogoutPage;
