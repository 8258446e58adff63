import { expect, test, type Page } from './support/app-test';
import jsQR from 'jsqr';
import { expectAxeCleanInEveryScheme } from './support/accessibility';
import { firstPaint } from './support/first-paint';
import { signInTo } from './support/patron-session';

// Each test loads the demo build's in-browser mock (10,000 titles): slow on a shared machine.
test.describe.configure({ timeout: 300_000 });

// Titles of the mock (mocks/README.md, Links): 248 "Mrs Dalloway" is an audiobook of the digital
// library (restricted link, opened through the proxy); 216 "Revista de saúde pública" has an open
// link, statistics and a place at the standards provider (Dewey 6xx); 7 is Dom Casmurro.
const PROXY = 'https://proxy.ufx.example.org';
const statisticsLabel = 'Uso do título em 2026, por mês';

async function open(page: Page, url: string, heading: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(firstPaint);
}

test('a restricted link opens through the wait toast in a new tab and is counted', async ({
  page,
  context,
}) => {
  // The proxy is another site: answer it here so the new tab has somewhere to land.
  await context.route(`${PROXY}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Proxy</title><p>proxy</p>' }),
  );
  // A slower answer, so the wait toast stays long enough to be read.
  await signInTo(page, '/acervo/248', { forced: 'createRestrictedAccess:delay=1500' });
  await expect(page.getByRole('heading', { level: 1, name: 'Mrs Dalloway' })).toBeVisible(
    firstPaint,
  );
  const links = page.getByRole('list', { name: 'Links de "Mrs Dalloway"' });
  const resolved = page.waitForRequest(
    (request) =>
      request.method() === 'POST' &&
      request.url().includes('/api/vinculos/acesso-restrito/248/s/1'),
  );
  const counted = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && request.url().includes('/api/vinculos/estatistica-acesso'),
  );
  const popup = page.waitForEvent('popup');
  await links
    .getByRole('button', { name: 'Acesso online (acesso restrito, abre em nova aba)' })
    .click();
  await expect(page.getByText('Aguarde, abrindo o link de acesso restrito…')).toBeVisible();
  await resolved;
  const tab = await popup;
  await tab.waitForURL((url) => url.href.startsWith(`${PROXY}/login?url=`));
  // The in-browser mock answers inside the page, so Playwright sees the POST but not its body.
  await counted;
  await expect(page.getByText('Aguarde, abrindo o link de acesso restrito…')).toHaveCount(0);
});

test('the QR code decodes to the title’s address, shown as text too', async ({ page }) => {
  await open(page, '/acervo/7', 'Dom Casmurro');
  const qr = page.getByRole('img', { name: 'Código QR do endereço deste título' });
  await expect(qr).toBeVisible();
  const address = new URL('/acervo/7', page.url()).href;
  await expect(page.getByText(address, { exact: true })).toBeVisible();
  // Draw the SVG's path into a canvas, 8 pixels a module on white, and read its pixels back.
  const pixels = await qr.evaluate((svg) => {
    const [, , size] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
    const scale = 8;
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = size! * scale;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.scale(scale, scale);
    context.fillStyle = '#000000';
    for (const path of svg.querySelectorAll('path'))
      context.fill(new Path2D(path.getAttribute('d') ?? ''));
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: image.width, height: image.height, data: Array.from(image.data) };
  });
  const decoded = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
  expect(decoded?.data).toBe(address);
});

test('the statistics chart and its table show the same figures', async ({ page }) => {
  await open(page, '/acervo/216/dados-estatisticos', 'Revista de saúde pública');
  const table = page.getByRole('table', { name: statisticsLabel });
  await expect(table).toBeVisible();
  const chart = page.getByRole('img', { name: statisticsLabel });
  await expect(chart.locator('.ct-bar').first()).toBeAttached();
  // One row per month of the year so far (the mock's today is in November: 11 months).
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThanOrEqual(1);
  // A chart on its side (labels too wide for columns) has its categories down the vertical
  // axis, the first at the top, which chartist draws last.
  await expect(chart).toHaveAttribute('data-layout', /^(rows|columns)$/);
  const onItsSide = (await chart.getAttribute('data-layout')) === 'rows';
  const inDrawingOrder = (texts: string[]) => (onItsSide ? [...texts].reverse() : texts);
  for (const [index, series] of ['a', 'b', 'c'].entries()) {
    const column = await rows.locator(`td:nth-of-type(${index + 1})`).allTextContents();
    await expect(chart.locator(`.ct-series-${series} .ct-bar-value`)).toHaveText(
      inDrawingOrder(column),
    );
  }
  const months = await rows.locator('th').allTextContents();
  expect(months[0]).toBe('janeiro');
  await expect(
    chart.locator(onItsSide ? '.ct-label.ct-vertical' : '.ct-label.ct-horizontal'),
  ).toHaveText(inDrawingOrder(months));
});

test('statistics that cannot be fetched say so, with a retry', async ({ page }) => {
  await open(page, '/acervo/7/dados-estatisticos?mockScenario=fetch-statistics', 'Dom Casmurro');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Erro ao buscar as estatísticas.')).toBeVisible(firstPaint);
  const retry = panel.getByRole('button', { name: 'Tentar novamente' });
  const asked = page.waitForRequest((request) =>
    request.url().includes('/api/acervo/7/dados-estatisticos/dados/'),
  );
  await retry.click();
  await asked;
  await expect(panel.getByText('Erro ao buscar as estatísticas.')).toBeVisible();
  await expect(page.getByRole('table', { name: statisticsLabel })).toHaveCount(0);
});

test('a title at the standards provider shows its colour badge, ABNT reference and provider link', async ({
  page,
}) => {
  await open(page, '/acervo/216', 'Revista de saúde pública');
  const swatch = page.locator('dl [data-colour]');
  await expect(swatch).toBeVisible();
  const colour = await swatch.getAttribute('data-colour');
  expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(colour!.slice(at, at + 2), 16));
  await expect(swatch).toHaveCSS('background-color', `rgb(${r}, ${g}, ${b})`);
  await expect(page.getByRole('heading', { level: 2, name: 'Referência ABNT' })).toBeVisible();
  await expect(
    page.getByText(/^REVISTA DE SAÚDE PÚBLICA\. São Paulo: Universidade de São Paulo/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copiar referência' })).toBeVisible();
  const provider = page.getByRole('link', {
    name: 'Ver esta norma no provedor (abre em nova aba)',
  });
  await expect(provider).toHaveAttribute('href', 'https://normas.example.org/acervo/216');
  await expect(provider).toHaveAttribute('target', '_blank');
});

test('the title record with its links, badge, reference, provider link, QR code and chart passes axe in every colour scheme', async ({
  page,
}) => {
  await open(page, '/acervo/216/dados-estatisticos', 'Revista de saúde pública');
  await expect(page.getByRole('list', { name: /^Links de/ })).toBeVisible();
  await expect(page.locator('dl [data-colour]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copiar referência' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Ver esta norma/ })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Código QR do endereço deste título' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: statisticsLabel }).locator('.ct-bar').first(),
  ).toBeAttached();
  await expectAxeCleanInEveryScheme(page);
});
