import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../config/paths';
import { prefetched } from '../router/prefetched';
import { hasSignedInUser } from '../router/require-auth';
import { personalAreaMenu, type PersonalAreaMenuEntry } from './menu-registry';

/** The personal area's own routing group: one route per registered screen, then a fallback. */
export function personalAreaRoutes(queryClient: QueryClient): RouteObject[] {
  // The area's middleware has already checked sign-in; checking again here only keeps a
  // patron-only prefetch from ever leaving with the public token.
  const loaderOf = (prefetch: PersonalAreaMenuEntry['prefetch']) =>
    prefetch ? () => (hasSignedInUser() ? prefetched(prefetch(queryClient)) : null) : undefined;
  // A screen's own pages (e.g. the loan history) keep the screen's name in the document title.
  const subpages = personalAreaMenu.flatMap((entry) =>
    (entry.subpages ?? []).map((page): RouteObject => ({
      path: `${entry.path}/${page.path}`,
      handle: { titleKey: `menu.${entry.id}` } satisfies RouteHandle,
      loader: loaderOf(page.prefetch),
      lazy: { Component: page.load },
    })),
  );
  const screens = personalAreaMenu.map(({ prefetch, ...entry }): RouteObject => ({
    ...(entry.path ? { path: entry.path } : { index: true }),
    // The home keeps the area's own name ("Meu portal") in the document title.
    handle: (entry.path ? { titleKey: `menu.${entry.id}` } : {}) satisfies RouteHandle,
    loader: loaderOf(prefetch),
    lazy: { Component: entry.load },
  }));
  return [
    ...screens,
    ...subpages,
    {
      path: '*',
      handle: { titleKey: 'pages.notFound' } satisfies RouteHandle,
      lazy: {
        Component: async () => (await import('./personal-area-fallback')).PersonalAreaFallback,
      },
    },
  ];
}
