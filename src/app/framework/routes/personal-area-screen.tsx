import type { ComponentType } from 'react';
import { data, useLoaderData, type ClientLoaderFunctionArgs } from 'react-router';
import { screenModule, type ScreenKey } from '../../personal-area/screen-modules';
import { screenRouteOfPattern } from '../../personal-area/screen-routes';
import { prefetched } from '../../router/prefetched';
import { hasSignedInUser } from '../../router/require-auth';
import { PageLoading } from '../../router/page-loading';
import { browserQueryClient } from '../browser-context';

/** The screens loaded so far, by registry key: the loader loads one before its route renders. */
const loadedScreens = new Map<ScreenKey, ComponentType>();

/**
 * Every screen of the personal area's registry (routes.ts declares a route, with its own id, for
 * each entry and subpage of screen-routes.ts): the route's pattern names its screen. As in the
 * data router (personal-area-routes.tsx) the screen's code and its prefetch, with the query
 * options it reads, start together, in the browser only; the area's middleware has checked
 * sign-in, and checking again keeps a patron-only read from ever leaving with the public token.
 *
 * A module has one `handle`, so the route's name in the document title (`titleKey`, and
 * `titleSubpage` for a history) is the loader's, as title.tsx's tab is (paths.ts's
 * `routeHandleOf` reads both).
 */
export async function clientLoader({ pattern, context }: ClientLoaderFunctionArgs) {
  const route = screenRouteOfPattern(pattern);
  // routes.ts declares only the registry's patterns: another one is a mistake there.
  if (!route) throw data(null, { status: 404 });
  const { load, prefetch } = screenModule(route.key);
  const [Screen] = await Promise.all([
    load(),
    prefetch && hasSignedInUser() ? prefetched(prefetch(browserQueryClient(context))) : null,
  ]);
  loadedScreens.set(route.key, Screen);
  return { screen: route.key, ...route.handle };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = PageLoading;

export default function PersonalAreaScreen() {
  const { screen } = useLoaderData<typeof clientLoader>();
  const Screen = loadedScreens.get(screen);
  // Not a component made in render: the module's own, loaded once per key and kept, as the data
  // router's `lazy.Component` is, so its state lives as long as the route does.
  // eslint-disable-next-line react-hooks/static-components
  return Screen ? <Screen /> : <PageLoading />;
}
