import { expect, test, type Page } from './support/app-test';
import { expectAxeClean, expectIbmClean } from './support/accessibility';
import { firstPaint } from './support/first-paint';

// Issue 35: two rule engines, axe-core and IBM Equal Access (WCAG 2.2 policy), on the key
// routes at a desktop's and a phone's width. Each width loads the app once and walks the
// routes inside it (the in-browser mock is seeded once), signing in on the way as `leitor`.

test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 60_000 });
const slow = { timeout: 60_000 };

const mainHeading = (page: Page) => page.locator('main h1').first();

/** Opens an address inside the running app (no reload), as navigation-announcer.spec.ts does. */
async function visit(page: Page, address: string) {
  await page.evaluate((url) => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
}

/** The page has settled: its h1 and `ready` shown, nothing busy. */
async function settled(page: Page, ready: (page: Page) => ReturnType<Page['locator']>) {
  await expect(ready(page)).toBeVisible(slow);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, slow);
}

/** Both engines find nothing on the page as it stands; a failure names the route. */
async function expectBothClean(page: Page, route: string) {
  await test.step(`axe and IBM on ${route}`, async () => {
    await expectAxeClean(page);
    await expectIbmClean(page);
  });
}

const publicRoutes: [address: string, ready: (page: Page) => ReturnType<Page['locator']>][] = [
  ['/', (page) => page.getByRole('searchbox', { name: 'Pesquisar por' })],
  [
    '/?termo=romance&tipo=livre&pagina=1&ordenacao=C',
    (page) => page.getByText(/^\d+ resultados? para/),
  ],
  ['/acervo/7', mainHeading],
  ['/autoridade/1', mainHeading],
  ['/cesta', mainHeading],
  ['/acessibilidade', mainHeading],
  ['/login?redirect=%2Fmeu-portal', (page) => page.getByRole('textbox', { name: 'Matrícula' })],
];

const patronRoutes = ['/meu-portal', '/meu-portal/emprestimos', '/meu-portal/reservas'];

for (const width of [1280, 390]) {
  test(`axe and IBM Equal Access find nothing on the key routes at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(mainHeading(page)).toBeVisible(firstPaint);
    for (const [address, ready] of publicRoutes) {
      await visit(page, address);
      await settled(page, ready);
      await expectBothClean(page, address);
    }

    // Signed in from the login page just scanned, as `leitor`.
    await page.getByRole('textbox', { name: 'Matrícula' }).fill('leitor');
    await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('leitor123');
    await page.getByRole('button', { name: 'Acessar' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/meu-portal', slow);
    for (const address of patronRoutes) {
      await visit(page, address);
      await settled(page, mainHeading);
      await expectBothClean(page, address);
    }
  });
}
