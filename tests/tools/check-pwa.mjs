// Issue 34's installable app, checked in Chromium against a running production server
// (`npm run build`, then `npm run serve`, or `npm run dev:server`): Chrome's own installability
// verdict (CDP Page.getInstallabilityErrors, what Lighthouse's removed PWA category reported),
// the service worker controlling the page under the real CSP and Trusted Types, and offline
// navigations answered from its caches. Usage: node tests/tools/check-pwa.mjs [origin]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';

const origin = process.argv[2] ?? 'http://127.0.0.1:3000';
// A profile on disk: Chrome offers no install in an incognito context (Playwright's default).
const profile = mkdtempSync(path.join(tmpdir(), 'check-pwa-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
const page = context.pages()[0] ?? (await context.newPage());
const problems = [];
page.on('console', (message) => {
  if (message.type() === 'error') problems.push(`console: ${message.text()}`);
});
page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

await page.goto(`${origin}/`, { waitUntil: 'load' });
// The app registers the worker a second after load; the first install claims the page.
await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
  timeout: 30_000,
});
const worker = await page.evaluate(async () => {
  const registration = await navigator.serviceWorker.ready;
  return { script: registration.active?.scriptURL, scope: registration.scope };
});
const cdp = await context.newCDPSession(page);
const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
const { errors: manifestErrors, url: manifestUrl } = await cdp.send('Page.getAppManifest');

// A title page, loaded once online, then offline: the kept copy; a page never loaded: the shell.
await page.goto(`${origin}/acervo/1`, { waitUntil: 'networkidle' });
await context.setOffline(true);
const visited = await page.goto(`${origin}/acervo/1`);
const fresh = await page.goto(`${origin}/meu-portal/reservas`);
const offline = {
  visitedStatus: visited?.status(),
  visitedFromWorker: visited?.fromServiceWorker(),
  shellStatus: fresh?.status(),
  shellFromWorker: fresh?.fromServiceWorker(),
  shellHasRoot: await page.locator('#root').count(),
};
await context.setOffline(false);
await context.close();
rmSync(profile, { recursive: true, force: true });

const report = { worker, manifestUrl, manifestErrors, installabilityErrors, offline, problems };
console.log(JSON.stringify(report, null, 2));
const failed =
  installabilityErrors.length > 0 ||
  manifestErrors.length > 0 ||
  !offline.visitedFromWorker ||
  !offline.shellFromWorker ||
  problems.some((problem) => /trusted|content security|refused/i.test(problem));
process.exit(failed ? 1 : 0);
