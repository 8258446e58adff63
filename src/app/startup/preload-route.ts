import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { createAppRoutes } from '../router/app-routes';
import { routerBasename } from '../router/require-auth';

/** The lazy parts (page components) of one route: calling them fetches their chunks. */
function lazyParts(route: RouteObject): Promise<unknown>[] {
  const { lazy } = route;
  if (!lazy) return [];
  if (typeof lazy === 'function') return [lazy()];
  return Object.values(lazy).flatMap((load: unknown) =>
    typeof load === 'function' ? [(load as () => Promise<unknown>)()] : [],
  );
}

/**
 * Code splitting: fetches the code of the page the address asks for (each matched route's lazy
 * module) while start-up talks to the server, so the router renders it at once instead of
 * fetching it after start-up. Loaders are not run (they may need a signed-in patron). A failure
 * is left to the router, which fetches again and shows its error page.
 */
export async function preloadRoute(
  queryClient: QueryClient,
  pathname: string = globalThis.location.pathname,
): Promise<void> {
  const matches = matchRoutes(createAppRoutes(queryClient), pathname, routerBasename || '/') ?? [];
  await Promise.allSettled(matches.flatMap(({ route }) => lazyParts(route)));
}
