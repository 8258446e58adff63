import { redirect, type MiddlewareFunction, type NonIndexRouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { useRememberedAuthStore, useSessionAuthStore } from '../../stores/auth-store';

/**
 * Spec section 6: a protected route needs a user in either auth store (remembered or session).
 * Read outside React (route loaders run before anything renders).
 */
export const hasSignedInUser = (): boolean =>
  Boolean(useRememberedAuthStore.getState().user ?? useSessionAuthStore.getState().user);

/** The router's basename (Vite's `base` without its trailing slash; '' when the app sits at /). */
export const routerBasename = import.meta.env.BASE_URL.replace(/\/$/, '');

/** Path and query of a URL as the router sees them (without the basename). */
export function routerPathOf(url: URL): string {
  const pathname =
    routerBasename && url.pathname.startsWith(routerBasename)
      ? url.pathname.slice(routerBasename.length) || '/'
      : url.pathname;
  return `${pathname}${url.search}`;
}

/** `/login?redirect=<original path + search>` (spec section 2, protected routes). */
export const loginRedirectFor = (pathAndSearch: string): string => paths.login.href(pathAndSearch);

/**
 * Loader guard of protected routes: sends an anonymous visitor to the login page before the
 * route's code or data loads, so nothing patron-only is requested with the public token.
 */
export function requireSignedIn({ request }: { request: Request }): null {
  // react-router's way to leave a loader early is to throw the redirect Response.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (!hasSignedInUser()) throw redirect(loginRedirectFor(routerPathOf(new URL(request.url))));
  return null;
}

/**
 * The same check as route middleware, which runs before any loader of the matched routes:
 * a loader alone would not do, since nested loaders run in parallel with the parent's and a
 * child's prefetch would reach the server with the public token before the redirect.
 */
export const signedInMiddleware: MiddlewareFunction = (args) => {
  requireSignedIn(args);
};

/** What a protected route adds: the middleware guard, and the loader for its own navigation. */
export const protectedRoute: Pick<NonIndexRouteObject, 'middleware' | 'loader'> = {
  middleware: [signedInMiddleware],
  loader: requireSignedIn,
};
