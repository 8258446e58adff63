import type { RouteHandle } from '../../config/paths';
import { personalAreaPrefix } from '../../config/paths';
import { personalAreaMenu } from './menu-registry';
import type { ScreenKey } from './screen-modules';

/** A personal-area route of the registry: its screen, its path under the area, its handle. */
export interface ScreenRoute {
  key: ScreenKey;
  /** Path under `/meu-portal`; '' is the area's home (an index route). */
  path: string;
  handle: RouteHandle;
}

/**
 * The personal area's routes as the registry lists them (menu-registry.ts): one per entry, then
 * one per entry's subpage. Both routers build theirs from this list: the data router
 * (personal-area-routes.tsx) and framework mode's routes.ts, which imports it at build time (no
 * module here runs code of the app's screens).
 */
export const personalAreaScreenRoutes: readonly ScreenRoute[] = [
  // The home keeps the area's own name ("Meu portal") in the document title.
  ...personalAreaMenu.map(({ id, path }): ScreenRoute => ({
    key: id,
    path,
    handle: path ? { titleKey: `menu.${id}` } : {},
  })),
  // A screen's own pages (the loan and hold histories) are named before the screen's name.
  ...personalAreaMenu.flatMap(({ id, path, subpages = [] }) =>
    subpages.map((page): ScreenRoute => ({
      key: `${id}/${page.path}`,
      path: `${path}/${page.path}`,
      handle: {
        titleKey: `menu.${id}`,
        ...(page.path === 'historico' ? { titleSubpage: 'history' as const } : {}),
      },
    })),
  ),
];

/** A route id for framework mode's routes.ts (`personal-area-loan-historico`). */
export const screenRouteId = (key: ScreenKey): string => `personal-area-${key.replace('/', '-')}`;

/**
 * The registry's route of a matched pattern (`/meu-portal/emprestimos/historico`, `/meu-portal`
 * for the home), for the one framework route module that serves them all.
 */
export function screenRouteOfPattern(pattern: string): ScreenRoute | undefined {
  const area = `/${personalAreaPrefix}`;
  const trimmed = pattern.replace(/\/+$/, '');
  if (trimmed !== area && !trimmed.startsWith(`${area}/`)) return undefined;
  const path = trimmed.slice(area.length).replace(/^\/+/, '');
  return personalAreaScreenRoutes.find((route) => route.path === path);
}
