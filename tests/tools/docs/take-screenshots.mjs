// The README's two screenshots, from a running dev server or demo build (the in-browser mock):
//   npm start &  node tests/tools/docs/take-screenshots.mjs http://localhost:5173
// Then compress them (e.g. `pngquant --force --output docs/images/x.png docs/images/x.png`).
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:5173';
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const browser = await chromium.launch({ executablePath });
const page = await browser.newPage({ viewport: { width: 1100, height: 1000 } });
page.setDefaultTimeout(90_000);

// A dev server's first visits may answer "outdated optimize dep" while Vite re-bundles: reload.
async function open(address, ready) {
  for (let attempt = 1; ; attempt++) {
    await page.goto(address);
    try {
      await ready().waitFor({ timeout: 45_000 });
      return;
    } catch (error) {
      if (attempt === 4) throw error;
    }
  }
}

await open(`${base}/?termo=machado&lng=en`, () => page.getByText(/results for "machado"/));
// The results start below the search form: scroll so the list fills the picture.
await page.getByRole('heading', { name: 'Search results' }).scrollIntoViewIfNeeded();
await page.evaluate(() => window.scrollBy(0, -24));
await page.waitForTimeout(1500);
await page.screenshot({ path: 'docs/images/results.png' });

await open(`${base}/login?redirect=${encodeURIComponent('/meu-portal')}`, () =>
  page.locator('input[type=password]'),
);
await page.getByRole('textbox').first().fill('leitor');
await page.locator('input[type=password]').fill('leitor123');
await page.locator('input[type=password]').press('Enter');
await page.waitForURL((url) => url.pathname.startsWith('/meu-portal'));
await page.getByRole('heading', { level: 1 }).first().waitFor();
await page.waitForTimeout(2500);
await page.screenshot({ path: 'docs/images/personal-area.png' });
await browser.close();
