import { expect, test, type Page } from '@playwright/test';
import { EVERY_SCHEME_TIMEOUT, expectAxeCleanInEveryScheme } from '../e2e/support/accessibility';
import { readDeviceStorage } from './support/device-storage';
import { signInRemembered } from './support/sign-in';

/*
 * Issue 34: the portal as an installable app that keeps working without a network for what the
 * patron saw. On the production server (the in-browser mock's builds register no service
 * worker: msw's owns the scope there). Each test has its own browser context, so its own
 * service worker, caches and storage.
 */

const resultsPath = '/?termo=romance&tipo=livre&pagina=1&ordenacao=C';
const offlineBanner = (page: Page) => page.getByText(/^Sem conexão: mostrando o que foi visto/);
const asOf = (page: Page) => page.getByText(/^Dados de \d{2}:\d{2}/);

/** A full page load, the app ready on it. */
async function load(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
}

/** The service worker installed, active and in control of this page (it claims the first one). */
async function serviceWorkerInControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
}

/** What the public answers' copy (plain JSON, public data only) holds. */
const keptPublicAnswers = (page: Page) =>
  page.evaluate(() => localStorage.getItem('consultas-persistidas') ?? '');

test('the manifest is named after the institution, in the visitor’s language', async ({
  request,
}) => {
  const answer = await request.get('/manifest.webmanifest');
  expect(answer.ok()).toBe(true);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  expect(answer.headers()['cache-control']).toBe('no-cache');
  const manifest = (await answer.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    icons: { sizes: string; purpose?: string }[];
    shortcuts: { url: string; name: string }[];
  };
  expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone' });
  // Named after the institution the API serves (its acronym), as the pages' titles are.
  expect(manifest).toMatchObject({ name: 'Catálogo on-line · UFX', short_name: 'Catálogo UFX' });
  const sizes = manifest.icons.map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose?.includes('maskable'))).toBe(true);
  expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual([
    '/',
    '/meu-portal/emprestimos',
    '/meu-portal/reservas',
  ]);
  // In the visitor's language.
  const english = (await (
    await request.get('/manifest.webmanifest', { headers: { 'Accept-Language': 'en' } })
  ).json()) as typeof manifest & { lang: string };
  expect(english).toMatchObject({ lang: 'en', short_name: 'Catalogue UFX' });
  expect(english.shortcuts.map((shortcut) => shortcut.name)).toEqual([
    'Search the collection',
    'My loans',
    'My holds',
  ]);
  // The pages name it, so a browser finds it.
  expect(await (await request.get('/')).text()).toMatch(
    /<link rel="manifest" href="\/manifest\.webmanifest"/,
  );
});

test('installable: Chrome’s installability verdict on the manifest and a service worker in control', async ({
  page,
}) => {
  await load(page, '/');
  await serviceWorkerInControl(page);
  // Chrome's own verdict (what Lighthouse's PWA category reported before Lighthouse 12). A test
  // browser context is incognito-like, which Chrome names as the only reason not to install.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(
    installabilityErrors.length ? ['in-incognito'] : [],
  );
  const { errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
});

test('offline, a visitor finds the home page, the last results and a title seen before', async ({
  page,
  context,
}) => {
  await load(page, '/');
  await serviceWorkerInControl(page);
  await load(page, resultsPath);
  const results = page.getByRole('main').locator('ol h3');
  await expect(results.first()).toBeVisible();
  const resultsHeading = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  const firstResult = (await results.first().innerText()).trim();
  // To a title inside the app: that page was never loaded from the server.
  await results.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/acervo\/\d+/);
  const titleHeading = page.getByRole('heading', { level: 1 });
  await expect(titleHeading).not.toHaveText(resultsHeading);
  const title = (await titleHeading.innerText()).trim();
  const titlePath = new URL(page.url()).pathname;
  // Both answers kept (written within a second of arriving).
  await expect.poll(() => keptPublicAnswers(page)).toContain('"acervo"');
  // A page reached by a navigation inside the app has no document of its own to keep
  // (src/app/framework/README.md, "The service worker"): a title is seen offline once its page
  // was loaded.
  await load(page, titlePath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  await context.setOffline(true);
  await page.reload();
  await expect(offlineBanner(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(asOf(page).first()).toBeVisible();

  await load(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(offlineBanner(page)).toBeVisible();

  await load(page, resultsPath);
  await expect(page.getByRole('main').locator('ol h3').first()).toHaveText(firstResult);

  await load(page, titlePath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // A page never opened on this device: the catalogue's offline page (not the browser's
  // error), saying so, with the way back to it and to the home page seen before.
  await load(page, '/horarios');
  await expect(page).toHaveURL(/\/sem-conexao#\/horarios$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Esta página não está guardada neste aparelho',
  );
  await expect(page).toHaveTitle(/^Esta página não está guardada neste aparelho/);
  await expect(offlineBanner(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tentar de novo' })).toHaveAttribute(
    'href',
    '/horarios',
  );
  await page.getByRole('link', { name: 'Ir para a página inicial' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Back online, the banner goes.
  await context.setOffline(false);
  await expect(offlineBanner(page)).toHaveCount(0);
});

/** What the device keeps (support/device-storage.ts), and every address and body in Cache Storage. */
async function everythingKept(page: Page) {
  const device = await readDeviceStorage(page);
  const cached = await page.evaluate(async () => {
    const found: string[] = [];
    const addresses: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        addresses.push(request.url);
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        if (response && /json|html/.test(type)) found.push(await response.text());
      }
    }
    return { text: found.join('\n'), addresses };
  });
  return { ...device, text: `${device.text}\n${cached.text}`, addresses: cached.addresses };
}

test('offline, a patron finds their loans and holds as of their last visit, renewing waits, and logout leaves nothing readable', async ({
  page,
  context,
}) => {
  test.setTimeout(EVERY_SCHEME_TIMEOUT);
  await signInRemembered(page, '/meu-portal/renovacao');
  await serviceWorkerInControl(page);
  // The worker keeps pages loaded from the server, and sign-in reached this one inside the app
  // (the visitor's test says why): loaded once, it is a page seen.
  await load(page, '/meu-portal/renovacao');
  // A loan of the mock's seed for leitor that can be renewed.
  const loanTitle = 'Vidas secas';
  await expect(page.getByRole('checkbox', { name: new RegExp(`^${loanTitle}`) })).toBeVisible();
  await page.goto('/meu-portal/reservas');
  const holds = page.getByRole('list', { name: 'Reservas atuais' });
  await expect(holds).toBeVisible();
  const holdsText = await holds.innerText();
  // The patron's copy is written encrypted within a second (the loans and the holds), and
  // nothing of it is readable without the device's key.
  const patronCopy = async () =>
    (await readDeviceStorage(page)).decrypted['consultas-do-leitor'] ?? '';
  await expect.poll(patronCopy).toContain('Iracema');
  expect(await patronCopy()).toContain(loanTitle);
  const plain = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(plain).not.toContain(loanTitle);
  expect(plain).not.toContain('Iracema');

  await context.setOffline(true);
  await page.reload();
  await expect(offlineBanner(page)).toBeVisible();
  // The same holds, queue positions and dates as online.
  await expect
    .poll(() => page.getByRole('list', { name: 'Reservas atuais' }).innerText())
    .toBe(holdsText);
  expect(holdsText).toMatch(/Iracema[\s\S]*1º na fila/);
  await expect(asOf(page)).toBeVisible();
  // Each hold's own Cancel (issue 39) waits for the network.
  await expect(
    page.getByRole('button', { name: /^Cancelar a reserva de Iracema/ }).first(),
  ).toBeDisabled();

  await load(page, '/meu-portal/renovacao');
  await expect(page.getByRole('checkbox', { name: new RegExp(`^${loanTitle}`) })).toBeVisible();
  await expect(asOf(page)).toBeVisible();
  const renew = page.getByRole('button', { name: 'Renovar selecionados' });
  await expect(renew).toBeDisabled();
  await expect(renew).toHaveAccessibleDescription(
    'Sem conexão: renove quando voltar a ficar online.',
  );
  // Ticking still works and stays: only sending waits for the network.
  await page.getByRole('checkbox', { name: new RegExp(`^${loanTitle}`) }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: new RegExp(`^${loanTitle}`) })).toBeChecked();
  // The offline banner, the "as of" time and the reason beside the button, in every scheme.
  await expectAxeCleanInEveryScheme(page);

  // Back online, logout; then offline again, nothing of the patron's is left to read.
  await context.setOffline(false);
  await expect(renew).toBeEnabled();
  await page.getByRole('banner').getByRole('link', { name: 'Sair' }).click();
  await expect(page).not.toHaveURL(/\/meu-portal/);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('consultas-do-leitor')))
    .toBeNull();
  await context.setOffline(true);
  const left = await everythingKept(page);
  expect(left.decrypted['consultas-do-leitor']).toBeUndefined();
  expect(left.text).not.toContain('consultas-do-leitor');
  expect(left.text).not.toContain(loanTitle);
  // No answer of the patron's own calls was ever in Cache Storage.
  expect(
    left.addresses.filter((address) =>
      /\/api\/(pessoas|emprestimo|reserva|solicitac)/.test(address),
    ),
  ).toEqual([]);
  await load(page, '/meu-portal/reservas');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Iracema')).toHaveCount(0);
});
