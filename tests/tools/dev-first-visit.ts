/**
 * A newcomer's first visit to `npm start`, measured: a dev server with an empty dependency
 * cache (a temporary `cacheDir`, so the shared node_modules/.vite is left alone), one page load
 * in Chromium until the app has started, then how often the page reloaded itself and what the
 * server logged. Vite reloads the page when it meets a dependency its first scan missed
 * ("optimized dependencies changed. reloading"); `optimizeDeps.include` in vite.config.ts lists
 * those. Also prints what the start-up screen says meanwhile (index.html's status line). Run with
 * `node tests/tools/dev-first-visit.ts [address]`, e.g. `/?lng=en` for the English start-up screen.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { createLogger, createServer } from 'vite';
import { chromiumLaunchOptions } from '../chromium.ts';

const cacheDir = await mkdtemp(path.join(tmpdir(), 'vite-first-visit-'));
const logged: string[] = [];
const logger = createLogger('info');
for (const level of ['info', 'warn', 'error'] as const) {
  const write = logger[level].bind(logger);
  logger[level] = (message, options) => {
    logged.push(message);
    write(message, options);
  };
}

const server = await createServer({
  cacheDir,
  customLogger: logger,
  server: { port: 0, open: false },
});
await server.listen();
const origin = server.resolvedUrls?.local[0];
if (!origin) throw new Error('the dev server has no local address');
const url = new URL(process.argv[2] ?? '/', origin).href;

const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage();
// Full loads only ('framenavigated' also counts the router's history updates).
let loads = 0;
page.on('load', () => {
  loads += 1;
});
const started = Date.now();
try {
  // Once parsed: the page's module scripts have run (the dev server's sets the language).
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  const said = await page
    .getByRole('status')
    .first()
    .innerText({ timeout: 30_000 })
    .catch(() => null);
  console.log(`\nthe start-up screen says: ${JSON.stringify(said)}`);
  // Started: src/app/ready-app.tsx marks the page once the app has rendered.
  await page.waitForFunction(
    () => document.documentElement.hasAttribute('data-app-ready'),
    undefined,
    { timeout: 180_000, polling: 250 },
  );
  // A late discovery can still reload the page after it first showed.
  await page.waitForTimeout(3_000);
} finally {
  await browser.close();
  await server.close();
  await rm(cacheDir, { recursive: true, force: true });
}

const reloads = logged.filter((line) => line.includes('optimized dependencies changed'));
console.log(
  `\nfirst visit: started in ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
    `${Math.max(loads - 1, 0)} reload(s) of the page, ${reloads.length} "optimized dependencies changed" line(s)`,
);
for (const line of logged.filter((line) => /new dependencies optimized|changed/.test(line)))
  console.log(`  ${line.trim()}`);
