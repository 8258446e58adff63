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
 * A page's error boundary: a 404 from its loader (a record the API does not know) is `NotFound`;
 * any other failure (the API down, a chunk that did not load) the route error with its reload.
 * A record page (title.tsx, authority.tsx) passes the record's own not-found page, in the words
 * the browser shows for it.
 */
export function recordErrorBoundary(NotFound: ComponentType): ComponentType {
  return function RecordErrorBoundary() {
    const error = useRouteError();
    if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
    return <RouteErrorPage />;
  };
}

/** Any other page: an unknown record or address is the catalogue's not-found page. */
export const ErrorBoundary = recordErrorBoundary(FallbackPage);

export const HydrateFallback = PageLoading;
