import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { paths, personalAreaPrefix, titleTabs } from '../../config/paths';
import { personalAreaScreenRoutes, screenRouteId } from '../personal-area/screen-routes';
import { offlinePagePath } from '../pwa/service-worker-rules';
import { machineFiles } from './machine-files';

/**
 * The routes of spec section 2 as route modules, with the patterns of src/config/paths.ts. One
 * module serves the title and each of its tabs (each tab its own exact route, as in the data
 * router; the loader says which tab it is). The public pages are rendered on the server; the
 * patron's pages (the personal area, the basket, logout, the sign-in answers, the e-book pages)
 * by the browser alone, the server sending the layout and their loading slot (`clientLoader`
 * and `HydrateFallback`).
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
    // What the service worker answers, offline, for a page never opened on this device.
    route(offlinePagePath, 'routes/offline.tsx'),
    // The browser's pages: the session, the basket and the identity provider's answers are
    // there, not on the server.
    route(paths.basket.pattern, 'routes/basket.tsx'),
    route(paths.logout.pattern, 'routes/logout.tsx'),
    route(paths.redirectPage.pattern, 'routes/redirect-page.tsx'),
    route(paths.oauthResponse.pattern, 'routes/sign-in-answer.tsx', { id: 'oauth-response' }),
    route(paths.samlResponse.pattern, 'routes/sign-in-answer.tsx', { id: 'saml-response' }),
    route(paths.ebookProviderA.pattern, 'routes/ebook-provider.tsx', { id: 'ebook-provider-a' }),
    route(paths.ebookProviderB.pattern, 'routes/ebook-provider.tsx', { id: 'ebook-provider-b' }),
    route(paths.personalAreaApp.pattern, 'routes/mobile-app.tsx'),
    // The personal area: one route per screen of its registry (menu-registry.ts, through
    // screen-routes.ts, as the data router builds them), one module for them all, and its own
    // fallback.
    route(`/${personalAreaPrefix}`, 'routes/personal-area.tsx', [
      ...personalAreaScreenRoutes.map(({ key, path }) =>
        path
          ? route(path, 'routes/personal-area-screen.tsx', { id: screenRouteId(key) })
          : index('routes/personal-area-screen.tsx', { id: screenRouteId(key) }),
      ),
      route('*', 'routes/personal-area-fallback.tsx'),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
