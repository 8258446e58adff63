import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { createAppRoutes } from '../router/app-routes';
import { loadLazyRoute } from '../router/load-lazy-route';
import { routerBasename } from '../router/require-auth';

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
  await Promise.allSettled(matches.map(({ route }) => loadLazyRoute(route)));
}
