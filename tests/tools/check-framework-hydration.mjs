// The framework-mode spike's browser check (src/app/framework/README.md): opens public pages of a
// running `npm run serve:framework` in Chromium and fails on a hydration error, a page error, a
// policy violation, a title tab that does not open in the browser, or a title that does not
// open from the results. Not a Playwright suite: one browser, one page at a time, a minute.
// Usage: node tests/tools/check-framework-hydration.mjs [base address, default
// http://127.0.0.1:3000]
import { chromium, devices } from 'playwright';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const pages = ['/acervo/7', '/acervo/7/exemplares', '/?termo=machado', '/login', '/autoridade/1'];
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browser = await chromium.launch({ executablePath: executablePath || undefined });
let problems = 0;

// A phone too: the server renders the phone's layout for its user agent (request-viewport.ts),
// and the browser must hydrate that same layout.
const screens = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { ...devices['Pixel 7'], defaultBrowserType: undefined },
};

for (const [screen, options] of Object.entries(screens))
  for (const path of pages) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    const found = [];
    // Violations as the page sees them: the console names a refused style, not where it was.
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`policy violation: ${event.violatedDirective} ${event.sample}`),
      ),
    );
    page.on('console', (message) => {
      const text = message.text();
      // A contract refusal the page shows as such (the mock's 422 of a title without a standards
      // provider link) is the browser's network log, not a fault of the page.
      if (message.type() === 'error' && !text.startsWith('Failed to load resource'))
        found.push(text);
    });
    page.on('pageerror', (error) => found.push(`page error: ${error.message}`));
    const answer = await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    if (path === '/acervo/7' && screen === 'desktop') {
      await page.getByRole('tab', { name: 'MARC' }).click();
      await page.waitForURL('**/acervo/7/marc', { timeout: 5000 }).catch(() => {});
      await page
        .locator('[role=tab][aria-selected=true]', { hasText: 'MARC' })
        .waitFor({ timeout: 5000 })
        .catch(() => {});
      const selected = await page.locator('[role=tab][aria-selected=true]').allInnerTexts();
      if (!selected.includes('MARC'))
        found.push(`the MARC tab did not open (selected: ${selected})`);
    }
    if (path === '/?termo=machado' && screen === 'desktop') {
      // A title opened from the results: a navigation in the browser, through the route's data
      // request (a script React created there once failed under Trusted Types).
      const link = page.locator('main a[href^="/acervo/"]').first();
      const href = await link.getAttribute('href');
      await link.click();
      await page.waitForURL(`**${href}`, { timeout: 5000 }).catch(() => {});
      await page
        .locator('main h1')
        .waitFor({ timeout: 5000 })
        .catch(() => {});
      if (!(await page.locator('main h1').count())) found.push(`${href} did not open from results`);
    }
    const heading = await page.locator('h1').first().textContent();
    console.log(`${screen} ${path}: ${answer?.status()} "${heading}" ${found.length} problem(s)`);
    for (const text of found) console.log(`  ${text.slice(0, 300)}`);
    problems += found.length;
    await context.close();
  }
await browser.close();
process.exit(problems ? 1 : 0);
