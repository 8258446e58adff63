import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../config/paths';
import { prefetched } from '../router/prefetched';
import { hasSignedInUser } from '../router/require-auth';
import type { ScreenKey } from './screen-modules';
import { personalAreaScreenRoutes } from './screen-routes';

/** What the routes load, fetched with the first personal-area route (not with the home page). */
const screens = async () => (await import('./screen-modules')).screenModule;

/**
 * The personal area's own routing group: one route per registered screen and subpage
 * (screen-routes.ts), then a fallback.
 */
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
    ...personalAreaScreenRoutes.map(({ key, path, handle }) => route(key, path, handle)),
    {
      path: '*',
      handle: { titleKey: 'pages.notFound' } satisfies RouteHandle,
      lazy: {
        Component: async () => (await import('./personal-area-fallback')).PersonalAreaFallback,
      },
    },
  ];
}
