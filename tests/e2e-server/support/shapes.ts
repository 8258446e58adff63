/**
 * The tag of the tests the framework-mode server (src/app/framework/, playwright.server.config.ts's
 * `framework` project) passes too: the public pages' HTML, head and hydration, robots.txt, the
 * sitemaps and the web app manifest. The rest (the personal area's shell, the session cookie, the
 * service worker and offline use) are deploy/server's alone until the migration brings them over.
 */
export const bothShapes = { tag: '@framework' };
