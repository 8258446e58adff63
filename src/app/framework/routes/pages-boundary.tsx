import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router';
import { FallbackPage } from '../../pages/fallback-page';
import { PageLoading } from '../../router/page-loading';
import { RouteErrorPage } from '../../router/route-error-page';

/**
 * Pathless, as in the data router (app-routes.tsx): a failing page keeps the layout around its
 * error message.
 */
export default function PagesBoundary() {
  return <Outlet />;
}

/**
 * A record the API does not know (a 404 from the page's loader) is the app's not-found page;
 * any other failure (the API down, a chunk that did not load) the route error with its reload.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <FallbackPage />;
  return <RouteErrorPage />;
}

export const HydrateFallback = PageLoading;
