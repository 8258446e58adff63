import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { createAppRoutes } from '../router/app-routes';
import { loadLazyRoute } from '../router/load-lazy-route';
import { isPublicLoader } from '../router/public-loader';
import { routerBasename } from '../router/require-auth';

const matchesOf = (queryClient: QueryClient, pathname: string) =>
  matchRoutes(createAppRoutes(queryClient), pathname, routerBasename || '/') ?? [];

/**
 * Code splitting: fetches the code of the page the address asks for (each matched route's lazy
 * module) while start-up talks to the server, so the router renders it at once instead of
 * fetching it after start-up. Loaders are not run here (see `prefetchRouteData`). A failure
 * is left to the router, which fetches again and shows its error page.
 */
export async function preloadRoute(
  queryClient: QueryClient,
  pathname: string = globalThis.location.pathname,
): Promise<void> {
  await Promise.allSettled(
    matchesOf(queryClient, pathname).map(({ route }) => loadLazyRoute(route)),
  );
}

/**
 * The public data of the page the address asks for (its routes' `publicLoader`s: the title, a
 * page of results), requested as soon as start-up is done rather than once React has rendered
 * the app, created the router and run the loaders: on a first visit that render takes the
 * longest. The router's loaders then find the answers in the cache, or the same requests in
 * flight. A failed request is the page's to show: it reads the same query.
 */
export async function prefetchRouteData(
  queryClient: QueryClient,
  startup: Promise<unknown>,
  url: string = globalThis.location.href,
): Promise<void> {
  const loads = matchesOf(queryClient, new URL(url).pathname).flatMap(({ route, params }) =>
    isPublicLoader(route.loader) ? [{ load: route.loader, params }] : [],
  );
  if (!loads.length) return;
  // A failed start-up is the gate's to report; its retry renders the router, which loads.
  const started = await startup.then(
    () => true,
    () => false,
  );
  if (!started) return;
  await Promise.allSettled(
    loads.map(({ load, params }) =>
      Promise.resolve().then(() => load({ request: new Request(url), params })),
    ),
  );
}
