import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../config/paths';
import { prefetched } from '../router/prefetched';
import { hasSignedInUser } from '../router/require-auth';
import { personalAreaMenu } from './menu-registry';
import type { ScreenKey } from './screen-modules';

/** What the routes load, fetched with the first personal-area route (not with the home page). */
const screens = async () => (await import('./screen-modules')).screenModule;

/** The personal area's own routing group: one route per registered screen, then a fallback. */
export function personalAreaRoutes(queryClient: QueryClient): RouteObject[] {
  const route = (key: ScreenKey, path: string, handle: RouteHandle): RouteObject => ({
    ...(path ? { path } : { index: true }),
    handle,
    // The area's middleware has already checked sign-in; checking again here only keeps a
    // patron-only prefetch from ever leaving with the public token.
    loader: async () => {
      const { prefetch } = (await screens())(key);
      return prefetch && hasSignedInUser() ? prefetched(prefetch(queryClient)) : null;
    },
    lazy: { Component: async () => (await screens())(key).load() },
  });
  return [
    // The home keeps the area's own name ("Meu portal") in the document title.
    ...personalAreaMenu.map(({ id, path }) =>
      route(id, path, path ? { titleKey: `menu.${id}` } : {}),
    ),
    // A screen's own pages (the loan and hold histories) are named before the screen's name.
    ...personalAreaMenu.flatMap(({ id, path, subpages = [] }) =>
      subpages.map((page) =>
        route(`${id}/${page.path}`, `${path}/${page.path}`, {
          titleKey: `menu.${id}`,
          ...(page.path === 'historico' ? { titleSubpage: 'history' as const } : {}),
        }),
      ),
    ),
    {
      path: '*',
      handle: { titleKey: 'pages.notFound' } satisfies RouteHandle,
      lazy: {
        Component: async () => (await import('./personal-area-fallback')).PersonalAreaFallback,
      },
    },
  ];
}
