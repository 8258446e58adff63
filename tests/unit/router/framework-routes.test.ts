import { describe, expect, it } from 'vitest';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../../../src/app/framework/routes';
import { paths, personalAreaPrefix, routeHandleOf } from '../../../src/config/paths';
import { personalAreaMenu } from '../../../src/app/personal-area/menu-registry';
import { screenModules } from '../../../src/app/personal-area/screen-modules';
import {
  personalAreaScreenRoutes,
  screenRouteId,
  screenRouteOfPattern,
} from '../../../src/app/personal-area/screen-routes';

/** Every route of the config, with its full pattern (a parent's path joined to its children's). */
function flatten(
  entries: readonly RouteConfigEntry[],
  parent = '',
): (RouteConfigEntry & {
  pattern: string;
})[] {
  return entries.flatMap((entry) => {
    const pattern = entry.index
      ? parent || '/'
      : entry.path
        ? entry.path.startsWith('/')
          ? entry.path
          : `${parent.replace(/\/$/, '')}/${entry.path}`
        : parent;
    return [{ ...entry, pattern }, ...flatten(entry.children ?? [], pattern)];
  });
}

const all = flatten(routes);
const area = `/${personalAreaPrefix}`;

describe("framework mode's routes", () => {
  it('declare every address of the data router that is not a public page, for the browser', () => {
    const modules = new Map(all.map(({ pattern, file }) => [pattern, file]));
    expect(modules.get(paths.basket.pattern)).toBe('routes/basket.tsx');
    expect(modules.get(paths.logout.pattern)).toBe('routes/logout.tsx');
    expect(modules.get(paths.redirectPage.pattern)).toBe('routes/redirect-page.tsx');
    expect(modules.get(paths.oauthResponse.pattern)).toBe('routes/sign-in-answer.tsx');
    expect(modules.get(paths.samlResponse.pattern)).toBe('routes/sign-in-answer.tsx');
    expect(modules.get(paths.ebookProviderA.pattern)).toBe('routes/ebook-provider.tsx');
    expect(modules.get(paths.ebookProviderB.pattern)).toBe('routes/ebook-provider.tsx');
    expect(modules.get(paths.personalAreaApp.pattern)).toBe('routes/mobile-app.tsx');
    expect(modules.get(`${area}/*`)).toBe('routes/personal-area-fallback.tsx');
  });

  it('give the personal area one route per registry entry and subpage, each with its id', () => {
    const layout = all.find((entry) => entry.file === 'routes/personal-area.tsx');
    expect(layout?.pattern).toBe(area);
    const screens = all.filter((entry) => entry.file === 'routes/personal-area-screen.tsx');
    const expected = personalAreaMenu.flatMap(({ path, subpages = [] }) => [
      paths.personalArea.href(path),
      ...subpages.map((page) => paths.personalArea.href(`${path}/${page.path}`)),
    ]);
    expect(screens.map(({ pattern }) => pattern).sort()).toEqual(expected.sort());
    expect(new Set(screens.map(({ id }) => id)).size).toBe(screens.length);
    for (const screen of screens) {
      const route = screenRouteOfPattern(screen.pattern);
      expect(route, screen.pattern).toBeDefined();
      expect(screen.id).toBe(screenRouteId(route!.key));
      expect(screenModules[route!.key], route!.key).toBeDefined();
    }
  });
});

describe('a personal-area route of the registry', () => {
  it('is found by its pattern, with the handle the data router gives it', () => {
    expect(screenRouteOfPattern(area)?.key).toBe('home');
    expect(screenRouteOfPattern(`${area}/`)?.key).toBe('home');
    expect(screenRouteOfPattern(paths.loans.pattern)).toEqual({
      key: 'loan',
      path: 'emprestimos',
      handle: { titleKey: 'menu.loan' },
    });
    expect(screenRouteOfPattern(`${paths.loans.pattern}/historico`)?.handle).toEqual({
      titleKey: 'menu.loan',
      titleSubpage: 'history',
    });
    expect(screenRouteOfPattern(`${area}/nao-existe`)).toBeUndefined();
    expect(screenRouteOfPattern('/emprestimos')).toBeUndefined();
    expect(personalAreaScreenRoutes.find(({ key }) => key === 'home')?.handle).toEqual({});
  });

  it("names itself through its handle or, in framework mode, its loader's data", () => {
    expect(routeHandleOf({ handle: { titleKey: 'pages.basket' } }).titleKey).toBe('pages.basket');
    expect(
      routeHandleOf({
        handle: undefined,
        loaderData: { screen: 'loan/historico', titleKey: 'menu.loan', titleSubpage: 'history' },
      }),
    ).toEqual({ titleKey: 'menu.loan', titleTab: undefined, titleSubpage: 'history' });
    expect(routeHandleOf({ handle: undefined, loaderData: null })).toEqual({
      titleKey: undefined,
      titleTab: undefined,
      titleSubpage: undefined,
    });
  });
});
