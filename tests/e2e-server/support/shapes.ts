/**
 * The tag of the tests the framework-mode server (src/app/framework/, playwright.server.config.ts's
 * `framework` project) passes too: the public pages' HTML, head and hydration, their 404 and 503,
 * robots.txt, the sitemaps, the web app manifest, a signed-in patron's page and the session
 * cookie, the service worker (installability, offline use, the update prompt). The rest are
 * deploy/server's alone until the migration brings them over.
 */
export const bothShapes = { tag: '@framework' };

/**
 * The tag of tests for the framework-mode server alone, in files the `server` project ignores:
 * its browser-only routes (framework-routes.spec.ts), which deploy/server answers with its
 * start-up screen instead, and its navigations between public pages without the server's
 * `.data` (framework-navigation.spec.ts), which deploy/server has no such addresses for.
 */
export const frameworkOnly = { tag: '@framework' };
