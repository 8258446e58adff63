import { expect, test, type Locator, type Page } from './support/app-test';
import { startInColourScheme } from './support/accessibility';
import { firstPaint } from './support/first-paint';
import { signInTo } from './support/patron-session';

/*
 * The layouts a patron sees, pinned by screenshots (issue 23): home, results, a title, the
 * basket, login and the personal-area dashboard at a phone's, a tablet's and a desktop's width,
 * in the normal and high-contrast schemes. The data is the mock's deterministic seed and the
 * page's clock is fixed on the mock's reference day, so a difference is a layout change.
 * A deliberate change updates the baselines (docs/developing.md, "Screenshots"):
 *   npx playwright test tests/e2e/layout-screenshots.spec.ts --update-snapshots
 */

const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

const schemes = [
  { name: 'normal', cor: 'normal' },
  { name: 'high-contrast', cor: 'highContrast' },
] as const;

// Noon in São Paulo on the mock's reference day (mocks/db/reference-date.ts).
const referenceNoon = new Date('2026-11-20T12:00:00-03:00');

const screenshotOptions = {
  fullPage: true,
  // Anti-aliasing may differ by a few pixels between runs; a layout change moves far more.
  maxDiffPixelRatio: 0.002,
  timeout: 30_000,
} as const;

/**
 * Waits until the page has stopped asking for data and every image has arrived. Covers below
 * the fold load lazily, when a patron scrolls near them; the full-page picture asks for them
 * now (their boxes are reserved, so the layout is the same). The demo's floating QA panel is
 * not part of the app's layout and is hidden.
 */
async function settled(page: Page) {
  await page.evaluate(() => {
    for (const image of document.images) image.loading = 'eager';
    for (const panel of document.querySelectorAll<HTMLElement>('[data-qa-panel]'))
      panel.style.display = 'none';
  });
  await page.waitForLoadState('networkidle');
  // Covers arrive in batches and the list may draw new images meanwhile: each look asks for
  // every image again. A busy machine needs more than the default 15 s for twenty covers.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.images].every((image) => {
            image.loading = 'eager';
            return image.complete && image.naturalWidth > 0;
          }),
        ),
      { timeout: 90_000 },
    )
    .toBe(true);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * One screenshot per width, from the same page load (the in-browser mock seeds on each load).
 * `mask` covers what depends on where the suite runs (the title's QR code and address carry the
 * server's origin, whose port E2E_PORT may change).
 */
async function atEveryWidth(
  page: Page,
  name: string,
  ready: () => Promise<void>,
  mask: Locator[] = [],
) {
  for (const { name: size, width, height } of widths) {
    await page.setViewportSize({ width, height });
    await ready();
    await settled(page);
    await expect(page).toHaveScreenshot(`${name}-${size}.png`, { ...screenshotOptions, mask });
  }
}

test.describe.configure({ timeout: 300_000 });

for (const scheme of schemes) {
  test.describe(`${scheme.name} scheme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.clock.setFixedTime(referenceNoon);
      await startInColourScheme(page, scheme.cor, false);
    });

    test('home, results and a title', async ({ page }) => {
      await page.goto('/');
      await atEveryWidth(page, `home-${scheme.name}`, () =>
        expect(page.getByRole('heading', { level: 1, name: 'Pesquisar no acervo' })).toBeVisible(
          firstPaint,
        ),
      );

      await page.getByRole('searchbox', { name: /Pesquisar por/ }).fill('machado');
      await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
      await atEveryWidth(page, `results-${scheme.name}`, () =>
        expect(page.getByText(/^\d+ resultados? para/)).toBeVisible(firstPaint),
      );

      await page.goto('/acervo/7');
      await atEveryWidth(
        page,
        `title-${scheme.name}`,
        () =>
          expect(page.getByRole('heading', { level: 1, name: 'Dom Casmurro' })).toBeVisible(
            firstPaint,
          ),
        [
          page.getByRole('img', { name: 'Código QR do endereço deste título' }),
          page.getByText(/^http.*\/acervo\/7$/),
        ],
      );
    });

    test('login, the dashboard and the basket', async ({ page }) => {
      await page.goto('/login');
      await atEveryWidth(page, `login-${scheme.name}`, () =>
        expect(page.getByRole('button', { name: 'Acessar' })).toBeVisible(firstPaint),
      );

      await signInTo(page, '/meu-portal');
      await atEveryWidth(page, `dashboard-${scheme.name}`, () =>
        expect(page.getByText('Dom Casmurro: a devolução era em 14/11/2026.')).toBeVisible(
          firstPaint,
        ),
      );

      await page.goto('/acervo/7');
      await page
        .getByRole('button', { name: /Adicionar à cesta/ })
        .first()
        .click();
      await page
        .getByRole('link', { name: /^Cesta/ })
        .first()
        .click();
      await atEveryWidth(page, `basket-${scheme.name}`, () =>
        expect(page.getByRole('heading', { level: 1, name: 'Cesta' })).toBeVisible(firstPaint),
      );
    });
  });
}
