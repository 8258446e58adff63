import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { createAppRoutes } from './app-routes';
import { codeForHydration } from '../../lib/render/code-before-hydrating';
import { loadLazyRoute } from './load-lazy-route';
import { routerBasename } from './require-auth';

/** The browser (SPA) router over the app's route table. */
export const createAppRouter = (queryClient: QueryClient) =>
  createBrowserRouter(createAppRoutes(queryClient), {
    basename: routerBasename || undefined,
  });

/** Loads a route's lazy parts and puts them on the route, as if it had never been lazy. */
async function resolveLazy(route: RouteObject): Promise<void> {
  Object.assign(route, await loadLazyRoute(route), { lazy: undefined });
}

/**
 * The browser router that hydrates the prerendered first screen: the routes the address matches
 * have their code loaded first (a lazy route would otherwise render its fallback, not the
 * prerendered page), with the code their modules ask for before hydrating
 * (code-before-hydrating.ts), and the loaders' answers of the prerender are the router's
 * initial data.
 */
export async function createHydratingRouter(
  queryClient: QueryClient,
  loaderData: Record<string, unknown>,
) {
  const routes = createAppRoutes(queryClient);
  const matches = matchRoutes(routes, globalThis.location.pathname, routerBasename || '/') ?? [];
  await Promise.all(matches.map(({ route }) => resolveLazy(route)));
  // And the code those pages render at once when it is loaded (the results page's list).
  await codeForHydration();
  return createBrowserRouter(routes, {
    basename: routerBasename || undefined,
    hydrationData: { loaderData },
  });
}
