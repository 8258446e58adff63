import type { ComponentType } from 'react';
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

/**
 * A record page's boundary (title.tsx, authority.tsx): a record the API does not know is the
 * record's own not-found page, in the words the browser shows for it (deploy/server renders the
 * same), not the catalogue's page for an unknown address.
 */
export function recordErrorBoundary(NotFound: ComponentType): ComponentType {
  return function RecordErrorBoundary() {
    const error = useRouteError();
    if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
    return <RouteErrorPage />;
  };
}
