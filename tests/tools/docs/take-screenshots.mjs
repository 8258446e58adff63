// The README's two screenshots, from a running dev server or demo build (the in-browser mock):
//   npm start &  node tests/tools/docs/take-screenshots.mjs http://localhost:5173
// Then compress them (e.g. `pngquant --force --output docs/images/x.png docs/images/x.png`).
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:5173';
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const browser = await chromium.launch({ executablePath });
const page = await browser.newPage({ viewport: { width: 1100, height: 720 } });
page.setDefaultTimeout(90_000);

await page.goto(`${base}/?termo=machado&lng=pt`);
await page.getByRole('heading', { level: 1 }).first().waitFor();
await page.getByRole('link', { name: /Dom Casmurro/ }).first().waitFor();
await page.waitForTimeout(1500);
await page.screenshot({ path: 'docs/images/results.png' });

await page.goto(`${base}/login?redirect=${encodeURIComponent('/meu-portal')}`);
await page.getByRole('textbox', { name: 'Matrícula' }).fill('leitor');
await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('leitor123');
await page.getByRole('button', { name: 'Acessar' }).click();
await page.waitForURL((url) => url.pathname.startsWith('/meu-portal'));
await page.getByRole('heading', { level: 1 }).first().waitFor();
await page.waitForTimeout(2500);
await page.screenshot({ path: 'docs/images/personal-area.png' });
await browser.close();
