import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { paths, titleTabs } from '../../config/paths';
import { machineFiles } from './machine-files';

/**
 * The public routes of spec section 2 as route modules, with the patterns of src/config/paths.ts.
 * One module serves the title and each of its tabs (each tab its own exact route, as in the data
 * router; the loader says which tab it is); the personal area and the other browser-only pages
 * are not here yet, so `*` answers them as not found.
 */
export default [
  // The files for machines (robots.txt, the sitemaps, the web app manifest): resource routes, a
  // loader and no component, outside the pages' layout.
  route(machineFiles.robots, 'routes/robots.ts'),
  route(machineFiles.sitemapIndex, 'routes/sitemap.ts', { id: 'sitemap-index' }),
  route(machineFiles.sitemap, 'routes/sitemap.ts', { id: 'sitemap' }),
  route(machineFiles.webManifest, 'routes/web-manifest.ts'),
  layout('routes/pages-boundary.tsx', [
    index('routes/home.tsx', { id: 'home' }),
    route(paths.guide.pattern, 'routes/home.tsx', { id: 'guide' }),
    route(paths.login.pattern, 'routes/login.tsx'),
    route(paths.title.pattern, 'routes/title.tsx', { id: 'title' }),
    ...titleTabs.map((tab) =>
      route(`${paths.title.pattern}/${tab}`, 'routes/title.tsx', { id: `title-${tab}` }),
    ),
    route(paths.authority.pattern, 'routes/authority.tsx', { id: 'authority' }),
    route(paths.authorityMarc.pattern, 'routes/authority.tsx', { id: 'authority-marc' }),
    // The institution's pages and the footer's two statements (app-routes.tsx's static first
    // segments: React Router ranks them above /:guia).
    route(paths.activity.pattern, 'routes/activity.tsx', { id: 'activity' }),
    route(paths.activityNotice.pattern, 'routes/activity.tsx', { id: 'activity-notice' }),
    route(paths.openingHours.pattern, 'routes/opening-hours.tsx'),
    route(paths.events.pattern, 'routes/events.tsx'),
    route(paths.accessibilityStatement.pattern, 'routes/accessibility-statement.tsx'),
    route(paths.publicPrivacy.pattern, 'routes/public-privacy.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
