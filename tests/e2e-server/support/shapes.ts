/**
 * The tag of the tests the framework-mode server (src/app/framework/, playwright.server.config.ts's
 * `framework` project) passes too: the public pages' HTML, head and hydration, robots.txt, the
 * sitemaps and the web app manifest. The rest (the personal area's shell, the session cookie, the
 * service worker and offline use) are deploy/server's alone until the migration brings them over.
 */
export const bothShapes = { tag: '@framework' };

/**
 * The tag of tests for the framework-mode server alone (its browser-only routes:
 * framework-routes.spec.ts, which the `server` project ignores): deploy/server answers those
 * addresses with its start-up screen instead.
 */
export const frameworkOnly = { tag: '@framework' };
