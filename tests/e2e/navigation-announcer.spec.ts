import { expect, test, type Locator, type Page } from './support/app-test';
import { titleTabs } from '../../src/config/paths';
import { firstPaint } from './support/first-paint';
import { signInTo } from './support/patron-session';

// Issue 35: a single-page app that tells a screen-reader user where they are. Each step is
// taken by keyboard alone, and asserts what a keyboard or screen-reader user notices: where
// the focus is and what the route announcer's live region said.

// The demo build seeds its in-browser mock before the app starts: give a loaded machine time.
test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 60_000 });
const slow = { timeout: 60_000 };

const RESULTS = '/?termo=romance&tipo=livre&pagina=1&ordenacao=C';
const announcer = (page: Page) => page.locator('[data-route-announcer]');
const mainHeading = (page: Page) => page.locator('main h1').first();
const resultCount = (page: Page) => page.getByText(/^\d+ resultados? para/);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Presses Tab until `target` has the focus, as a keyboard user would (Shift+Tab when it comes
 * before the focus, e.g. the header's links); how many presses it took.
 */
async function tabTo(page: Page, target: Locator, most = 80): Promise<number> {
  const isBefore = await target.evaluate(
    (element) =>
      document.activeElement !== null &&
      document.activeElement !== document.body &&
      !!(
        element.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING
      ),
  );
  for (let presses = 0; presses <= most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
    await page.keyboard.press(isBefore ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${most} Tab presses did not reach ${target.toString()}`);
}

/** The new page's h1 has the focus and the live region said the new page's title. */
async function expectArrivedAt(page: Page, heading: string | RegExp, title: RegExp) {
  await expect(mainHeading(page)).toHaveText(heading, slow);
  await expect(mainHeading(page)).toBeFocused();
  await expect(page).toHaveTitle(title);
  await expect(announcer(page)).toHaveText(await page.title());
}

test('keyboard alone: result, title, Back, sign in, a personal-area menu link', async ({
  page,
}) => {
  await page.goto(RESULTS);
  await expect(resultCount(page)).toBeVisible(firstPaint);

  // "Skip to results" passes the chosen filters, display, sort and the facets.
  const skip = page.getByRole('link', { name: 'Pular para os resultados' });
  await tabTo(page, skip);
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  const firstResult = page.locator('ol h3 a').first();
  expect(await tabTo(page, firstResult, 5)).toBeLessThanOrEqual(5);
  const name = (await firstResult.textContent())!.trim();

  // Result → title: the title's h1 has the focus, its name is announced.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/acervo\/\d+$/);
  await expectArrivedAt(page, name, new RegExp(`^${escaped(name)} · `));

  // Back: the results page's heading, and a title that names the search.
  await page.goBack();
  await expectArrivedAt(
    page,
    'Pesquisar no acervo',
    /^Resultados de “romance” · página 1 · .* · Catálogo on-line · UFX$/,
  );

  // Sign in by keyboard from the header's link; the login page starts at its first field or h1.
  await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Entrar' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.locator('main:focus, main :focus')).toHaveCount(1, slow);
  await expect(announcer(page)).toHaveText(/^Acesso · /);
  await tabTo(page, page.getByRole('textbox', { name: 'Matrícula' }));
  await page.keyboard.type('leitor');
  await tabTo(page, page.getByRole('textbox', { name: 'Senha', exact: true }));
  await page.keyboard.type('leitor123');
  await page.keyboard.press('Enter');
  // Back on the results page it started from, signed in.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sair' })).toBeVisible(slow);
  await expectArrivedAt(page, 'Pesquisar no acervo', /^Resultados de “romance” · /);

  // The header's personal-area link, then a link of its menu: focus leaves the old link.
  await tabTo(page, page.locator('header a[href="/meu-portal"]'));
  await page.keyboard.press('Enter');
  await expectArrivedAt(page, /./, /^Meu portal · Catálogo on-line · UFX$/);
  const loans = page
    .getByRole('navigation', { name: 'Menu do Meu portal' })
    .getByRole('link', { name: 'Empréstimos', exact: true });
  await tabTo(page, loans);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/meu-portal\/emprestimos$/);
  await expectArrivedAt(page, /./, /^Empréstimos · Meu portal · Catálogo on-line · UFX$/);
  await expect(loans).not.toBeFocused();
});

test('a search keeps the focus where it was submitted; a facet answers its key at once', async ({
  page,
}) => {
  await page.goto('/');
  // The home page's full form, then the slim one that takes its place above the results: the
  // focus moves to its field (home-page.tsx), the same term in it.
  const term = page.getByRole('search').getByRole('searchbox', { name: /Pesquisar por/ });
  await expect(term).toBeVisible(firstPaint);
  await tabTo(page, term);
  await page.keyboard.type('romance');
  await page.keyboard.press('Enter');
  // Straight after the key, and still once the answer is in: the same field has the focus.
  await expect(term).toBeFocused({ timeout: 1_000 });
  await expect(resultCount(page)).toBeVisible(slow);
  await expect(term).toBeFocused();
  await expect(term).toHaveValue('romance');
  // The count is said by the results' live region; the route announcer stays silent.
  await expect(resultCount(page)).toHaveAttribute('aria-live', 'polite');
  await expect(announcer(page)).toHaveText('');

  const facet = page.getByRole('group', { name: 'Tipo de obra' }).getByRole('checkbox').first();
  await tabTo(page, facet, 120);
  await page.keyboard.press('Space');
  // Checked before the new results arrive, and the focus stays on the box.
  await expect(facet).toBeChecked({ timeout: 500 });
  await expect(facet).toBeFocused();
  await expect(page).toHaveURL((url) => url.searchParams.getAll('filtros').length === 1, slow);
  await expect(facet).toBeChecked();
  await expect(announcer(page)).toHaveText('');
});

/** Opens an address inside the running app (no reload: the mock is seeded once per test). */
async function visit(page: Page, address: string) {
  await page.evaluate((url) => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
}

/** The document title once the page has settled (its h1 shown, the title unchanged for 0.6 s). */
async function settledTitle(page: Page): Promise<string> {
  // A page without an h1 or with a part that stays busy is still named: wait, then read it.
  await expect(mainHeading(page))
    .toBeVisible({ timeout: 20_000 })
    .catch(() => undefined);
  await expect(page.locator('[aria-busy="true"]'))
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => undefined);
  let title = await page.title();
  for (let steady = 0; steady < 3;) {
    await page.waitForTimeout(200);
    const now = await page.title();
    steady = now === title ? steady + 1 : 0;
    title = now;
  }
  return title;
}

test('every route has a title of its own, and none scrolls sideways at 320 px', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await signInTo(page, '/meu-portal');
  await expect(mainHeading(page)).toBeVisible(firstPaint);
  // The menu's addresses are read at a desktop's width, where the menu is open.
  const menu = page.getByRole('navigation', { name: 'Menu do Meu portal' });
  // The menu lists its entries once the patron's permissions are in.
  await expect(menu.getByRole('link', { name: 'Empréstimos', exact: true })).toBeVisible(slow);
  const areaAddresses = await menu
    .locator('a[href^="/meu-portal"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))]);
  expect(areaAddresses.length).toBeGreaterThan(10);

  // An unknown guide's page links every guide (GuideNotFound).
  await visit(page, '/guia-inexistente');
  // Within main: the route announcer says the same words, and its nearest list is the page's.
  const notFound = page.getByRole('main').getByText('Guia de pesquisa não encontrado');
  await expect(notFound).toBeVisible(slow);
  const guides = await notFound
    .locator('xpath=ancestor::*[.//ul][1]//ul//a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    // Only the guides' own addresses (one segment), not the institution's links beside them.
    .then((hrefs) => hrefs.filter((href) => /^\/[^/?#]+$/.test(href)));
  expect(guides.length).toBeGreaterThanOrEqual(10);
  await page.setViewportSize({ width: 320, height: 800 });

  const tabs = titleTabs;
  const addresses = [
    '/',
    RESULTS,
    RESULTS.replace('pagina=1', 'pagina=2'),
    '/?termo=machado&tipo=autor&pagina=1&ordenacao=C',
    ...guides,
    '/acervo/7',
    ...tabs.map((tab) => `/acervo/7/${tab}`),
    '/autoridade/1',
    '/autoridade/1/marc',
    '/cesta',
    '/acessibilidade',
    '/privacidade',
    '/horarios',
    '/eventos',
    ...areaAddresses,
    '/meu-portal/emprestimos/historico',
    '/meu-portal/reservas/historico',
  ];

  const titles = new Map<string, string>();
  const sideways: string[] = [];
  for (const address of addresses) {
    const before = await page.title();
    await visit(page, address);
    // The previous page stays, title and h1, until the new route's code and data are in: on a
    // loaded machine longer than the settling below. Two addresses that do share a title (what
    // this test looks for) are still read, 5 s later.
    await expect
      .poll(() => page.title(), { timeout: 5_000 })
      .not.toBe(before)
      .catch(() => undefined);
    const title = await settledTitle(page);
    titles.set(address, title);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) sideways.push(`${address} (${overflow} px)`);
  }
  await test.info().attach('titles', {
    body: [...titles].map(([address, title]) => `${address}\t${title}`).join('\n'),
    contentType: 'text/plain',
  });

  const byTitle = new Map<string, string[]>();
  for (const [address, title] of titles)
    byTitle.set(title, [...(byTitle.get(title) ?? []), address]);
  const shared = [...byTitle].filter(([, shown]) => shown.length > 1);
  expect.soft(shared, 'addresses sharing a document title').toEqual([]);
  expect.soft(sideways, 'pages that scroll sideways at 320 px').toEqual([]);
});
