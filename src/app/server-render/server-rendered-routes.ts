import { matchRoutes, type RouteObject } from 'react-router';
import { paths, titleTabs, type TitleTab } from '../../config/paths';

/**
 * The title tabs a visitor's page can show as it is: the hold and loan-request tabs are a
 * patron's forms, so their addresses are rendered in the browser like the personal area.
 */
const patronTabs: readonly TitleTab[] = ['reserva', 'solicitacao-emprestimo'];

/**
 * The addresses the server renders with their data (issue 33): the public pages whose content
 * is the same for every visitor. Everything else (the personal area, sign-in answers, the
 * basket, which lives in the browser) gets the start-up screen and renders in the browser, as on
 * a static host. The fallback (`*`) is rendered too, so an unknown address answers 404 with the
 * catalogue's not-found page.
 */
export const serverRenderedPatterns: readonly string[] = [
  paths.home.pattern,
  paths.guide.pattern,
  paths.login.pattern,
  paths.accessibilityStatement.pattern,
  paths.activity.pattern,
  paths.activityNotice.pattern,
  paths.openingHours.pattern,
  paths.events.pattern,
  paths.title.pattern,
  ...titleTabs
    .filter((tab) => !patronTabs.includes(tab))
    .map((tab) => `${paths.title.pattern}/${tab}`),
  paths.authority.pattern,
  paths.authorityMarc.pattern,
  '*',
];

/** The pattern of the route `pathname` opens (react-router's own ranking), or null. */
export function routePatternOf(routes: RouteObject[], pathname: string): string | null {
  const matches = matchRoutes(routes, pathname);
  const leaf = matches?.at(-1)?.route;
  if (!leaf) return null;
  if (leaf.index) return paths.home.pattern;
  // The personal area's pages are children of its prefix: their whole pattern is not needed,
  // only that they are not the server's.
  const parents = matches.slice(0, -1).some((match) => match.route.path);
  return parents ? null : (leaf.path ?? null);
}

/** Whether the server renders the page at `pathname` (else the browser does). */
export const isServerRendered = (routes: RouteObject[], pathname: string): boolean => {
  const pattern = routePatternOf(routes, pathname);
  return pattern !== null && serverRenderedPatterns.includes(pattern);
};
