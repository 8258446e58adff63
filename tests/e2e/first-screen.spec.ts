import { expect, test, type Page } from '@playwright/test';
import { appTookOver } from './support/app-test';
import { firstPaint } from './support/first-paint';
import { storeSettingsOnce } from './support/accessibility';

/*
 * Issue 16: the home and login pages are prerendered into index.html and login.html
 * (deploy/prerender-plugin.ts) and the app hydrates them. A difference between that markup and the app's first render makes React
 * throw the markup away and render again (a "recoverable" error, which src/app/render-app.tsx
 * writes to the console): any such message fails these tests. React's development build also
 * reports attribute differences; tests/unit/prerender/hydrate-first-screen.test.tsx runs it.
 */

const hydrationTrouble = /hydrat|Minified React error #(418|419|421|422|423|425)/i;

/** Console errors and page errors about hydration, from now on. */
function recordHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && hydrationTrouble.test(message.text()))
      errors.push(message.text().slice(0, 500));
  });
  page.on('pageerror', (error) => {
    if (hydrationTrouble.test(error.message)) errors.push(error.message.slice(0, 500));
  });
  return errors;
}

/**
 * Resolves once the app has taken over the document (src/app/prerender/take-first-screen.ts)
 * and React holds `#root`. (This spec uses Playwright's own `test`, whose `goto` does not wait
 * for that: some of its pages run no JavaScript.)
 */
async function appStarted(page: Page) {
  await appTookOver(page);
  await expect(page.locator('html')).not.toHaveAttribute('data-first-screen', /.*/);
  await expect(page.locator('#first-screen-data-pt')).toHaveCount(0);
}

/**
 * Marks the prerendered page's heading before the app's code runs, and returns a check that the
 * app hydrated that very element: React may also drop the markup silently and render the page
 * again (a boundary updated before it hydrated), which loses what was typed and costs a render.
 */
async function markPrerenderedHeading(page: Page) {
  await page.locator('h1').evaluate((heading) => heading.setAttribute('data-prerendered', ''));
  return async () => {
    await expect(page.locator('h1')).toHaveAttribute('data-prerendered', '');
  };
}

test.describe.configure({ timeout: 180_000 });

for (const [locale, heading, searchLabel, loginHeading, password, submit] of [
  ['pt-BR', 'Pesquisar no acervo', /Pesquisar por/, 'Acesso', 'Senha', 'Acessar'],
  ['en-US', 'Search the catalogue', /Search for/, 'Access', 'Password', 'Sign in'],
  ['es-ES', 'Buscar en el acervo', /Buscar por/, 'Acceso', 'Contraseña', 'Acceder'],
] as const) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('the home page is hydrated without a mismatch, and works', async ({ page }) => {
      const errors = recordHydrationErrors(page);
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
      });
      await page.goto('/');
      await appStarted(page);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The prerender's reads seeded the cache; start-up's per-visit call still ran, and the
      // snapshot is refreshed in the background.
      await expect.poll(() => apiCalls).toContain('/api/parametros/funcionalidades');
      // Live: the form searches in the app, without a page load.
      const search = page.getByRole('searchbox', { name: searchLabel });
      await search.fill('dom casmurro');
      await search.press('Enter');
      await expect(page).toHaveURL(/termo=dom(\+|%20)casmurro/);
      await expect(page.getByRole('link', { name: /Dom Casmurro/ }).first()).toBeVisible(
        firstPaint,
      );
      expect(errors).toEqual([]);
    });

    test('the login page is hydrated without a mismatch, and signs in', async ({ page }) => {
      const errors = recordHydrationErrors(page);
      const response = await page.goto('/login');
      expect(await response?.text()).toContain(`first-screen-data-${locale.slice(0, 2)}`);
      await appStarted(page);
      await expect(page.getByRole('heading', { level: 1, name: loginHeading })).toBeVisible();
      await page.getByRole('textbox', { name: 'Matrícula' }).fill('leitor');
      await page.getByLabel(password, { exact: true }).fill('leitor123');
      await page.getByRole('button', { name: submit, exact: true }).click();
      // The demo institution sends a patron to the catalogue after signing in.
      await expect(page).toHaveURL((url) => url.pathname === '/', firstPaint);
      await expect(page.getByRole('banner')).toContainText('Ana', firstPaint);
      expect(errors).toEqual([]);
    });
  });
}

test('what was typed into the login page before the app ran signs in, and nothing is sent before', async ({
  page,
}) => {
  const errors = recordHydrationErrors(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  let release = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso' })).toBeVisible();
  // Before the app's code runs the form cannot be sent: the browser's own submit would put the
  // password in the address.
  const submit = page.getByRole('button', { name: 'Acessar', exact: true });
  await expect(submit).toBeDisabled();
  await page.getByRole('textbox', { name: 'Matrícula' }).fill('leitor');
  const passwordField = page.getByLabel('Senha', { exact: true });
  await passwordField.fill('leitor123');
  await passwordField.press('Enter');
  expect(documents).toEqual([expect.stringMatching(/\/login$/)]);
  const expectHydrated = await markPrerenderedHeading(page);
  release();
  await appStarted(page);
  await expectHydrated();
  await expect(submit).toBeEnabled();
  await expect(passwordField).toHaveValue('leitor123');
  await submit.click();
  await expect(page).toHaveURL((url) => url.pathname === '/', firstPaint);
  await expect(page.getByRole('banner')).toContainText('Ana', firstPaint);
  expect(documents.every((url) => !url.includes('leitor123'))).toBe(true);
  expect(errors).toEqual([]);
});

test('what was typed into the search form before the app ran is what the app searches for', async ({
  page,
}) => {
  const errors = recordHydrationErrors(page);
  // The app's code waits until the reader has typed, as on a slow connection.
  let release = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const search = page.getByRole('searchbox', { name: /Pesquisar por/ });
  await search.fill('dom casmurro');
  await page.getByText('Autor', { exact: true }).click();
  const expectHydrated = await markPrerenderedHeading(page);
  release();
  await appStarted(page);
  await expectHydrated();
  await expect(search).toHaveValue('dom casmurro');
  // The app navigates in the page: no new document, so the same time origin.
  const origin = await page.evaluate(() => performance.timeOrigin);
  await search.press('Enter');
  await expect(page).toHaveURL(/termo=dom(\+|%20)casmurro/);
  await expect(page).toHaveURL(/tipo=autor/);
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(origin);
  expect(errors).toEqual([]);
});

test('results (index.html, not hydrated) and a title (app.html) load without a hydration error', async ({
  page,
}) => {
  const errors = recordHydrationErrors(page);
  const results = await page.goto('/?termo=dom+casmurro');
  expect(await results?.text()).toContain('first-screen-data-pt');
  await expect(page.getByRole('link', { name: /Dom Casmurro/ }).first()).toBeVisible(firstPaint);
  const title = await page.goto('/acervo/7');
  // Every address but the prerendered ones is served the start-up screen alone.
  expect(await title?.text()).not.toContain('first-screen-data');
  await expect(page.getByRole('heading', { level: 1, name: 'Dom Casmurro' })).toBeVisible(
    firstPaint,
  );
  expect(errors).toEqual([]);
});

test('the app keeps the stored accessibility settings from the first paint on', async ({
  page,
}) => {
  const errors = recordHydrationErrors(page);
  await storeSettingsOnce(page, { zoom: 40, negrito: true, cor: 'highContrast', escuro: false });
  // What the head script set, read before the app's code has run.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-color-scheme', 'highContrast');
  await expect(html).toHaveAttribute('data-zoom', '40');
  await expect(html).toHaveAttribute('data-bold-text', '');
  await expect(page.getByRole('heading', { level: 1, name: 'Pesquisar no acervo' })).toBeVisible();

  // And the app, once hydrated, keeps them.
  await page.unroute(/\/assets\/.*\.js$/);
  await page.reload();
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Pesquisar no acervo' })).toBeVisible();
  await expect(html).toHaveAttribute('data-color-scheme', 'highContrast');
  await expect(html).toHaveAttribute('data-zoom', '40');
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page paints its header, heading, guides and a search form that submits', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pesquisar no acervo' }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('UFX');
    await expect(page.getByRole('tablist', { name: 'Guias de pesquisa' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The other languages' markup is in the page but not shown.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const search = page.getByRole('searchbox', { name: /Pesquisar por/ });
    await search.fill('dom casmurro');
    await search.press('Enter');
    // A GET form: the browser itself asks for the results address the app would open.
    await expect(page).toHaveURL(/\/\?termo=dom\+casmurro/);
  });
});

test("the app's code is requested after the first paint", async ({ page }) => {
  await page.goto('/');
  await appStarted(page);
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
      .map((entry) => entry.startTime);
    return { paint, firstScript: Math.min(...scripts) };
  });
  expect(timing.paint).toBeGreaterThan(0);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint);
});
