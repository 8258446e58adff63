import { expect, test, type Page } from '@playwright/test';

/*
 * Framework mode's navigations in the browser between public pages: each route's `clientLoader`
 * runs the data router's loader over the browser's query client, so the browser asks the API
 * itself (`/api`, which the offline copies can serve) for what its cache lacks, and never the
 * server for a route's `.data`. The head follows each page, worded in the browser.
 */

/** What the page asks for as it is used: the server's `.data` and the API's reads, by path. */
function watchRequests(page: Page) {
  const seen = { data: [] as string[], api: [] as string[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.data')) seen.data.push(`${url.pathname}${url.search}`);
    if (url.pathname.startsWith('/api/')) seen.api.push(url.pathname);
  });
  return seen;
}

/** Errors the page reports, but the browser's own log of an API refusal the page shows as such. */
function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(message.text().slice(0, 300));
  });
  page.on('pageerror', (error) => problems.push(error.message.slice(0, 300)));
  return problems;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The document title of a page named `name` first (the app's and the route's `meta` agree). */
const titledFirst = (name: string) => new RegExp(`^${escaped(name)} · `);

test('from results to a title, its MARC tab, an authority and back: the API through the browser, no .data', async ({
  page,
  baseURL,
}) => {
  const requests = watchRequests(page);
  const problems = watchErrors(page);
  const canonical = page.locator('link[rel="canonical"]');

  await page.goto('/?termo=casmurro&tipo=livre');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await expect(page).toHaveTitle(/casmurro/);

  // Results -> a title.
  const result = page.locator('main a[href^="/acervo/"]').first();
  const address = (await result.getAttribute('href')) ?? '';
  const name = ((await result.textContent()) ?? '').trim();
  const record = `/api${address}`;
  await result.click();
  await expect(page).toHaveURL((url) => url.pathname === address);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(titledFirst(name));
  // The head's facts, worded in the browser from its cache as the server's loader words them.
  await expect(canonical).toHaveAttribute('href', `${baseURL}${address}`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'book');
  // The browser asked the API for the record itself, once.
  expect(requests.api.filter((path) => path === record)).toHaveLength(1);

  // The title -> its MARC tab.
  await page.getByRole('tab', { name: 'MARC' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `${address}/marc`);
  await expect(page.getByRole('tab', { name: 'MARC', selected: true })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page).toHaveTitle(titledFirst(`${name} · MARC`));
  await expect(canonical).toHaveAttribute('href', `${baseURL}${address}`);

  // Home, the authorities' guide, a search and an authority, all in the browser.
  await page.getByRole('banner').locator('a[href="/"]').first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
  await expect(canonical).toHaveAttribute('href', `${baseURL}/`);
  await page
    .getByRole('tablist', { name: 'Guias de pesquisa' })
    .getByRole('tab', { name: 'Autoridades' })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/autoridades');
  const form = page.getByRole('tabpanel');
  await form.getByRole('searchbox', { name: /Termo/ }).fill('machado');
  await form.getByRole('button', { name: 'Pesquisar autoridades' }).click();
  const found = page.getByRole('region', { name: 'Autoridades encontradas' });
  const authority = found.getByRole('listitem').first().getByRole('link');
  await expect(authority).toBeVisible();
  const heading = ((await authority.textContent()) ?? '').trim();
  const authorityAddress = (await authority.getAttribute('href')) ?? '';
  await authority.click();
  await expect(page).toHaveURL((url) => url.pathname === authorityAddress);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveTitle(titledFirst(heading));
  await expect(canonical).toHaveAttribute('href', `${baseURL}${authorityAddress}`);

  // Back, one page at a time, to the MARC tab and the title seen before.
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/autoridades' && url.search !== '');
  await expect(found.getByRole('listitem').first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/autoridades' && url.search === '');
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pesquisar no acervo');
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === `${address}/marc`);
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page).toHaveTitle(titledFirst(`${name} · MARC`));
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === address);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(titledFirst(name));
  await expect(canonical).toHaveAttribute('href', `${baseURL}${address}`);

  // The record came from the browser's cache on the way back: still that one request.
  expect(requests.api.filter((path) => path === record)).toHaveLength(1);
  expect(requests.data).toEqual([]);
  expect(problems).toEqual([]);
});

test("the institution's pages open from the footer in the browser, with no .data", async ({
  page,
  baseURL,
}) => {
  const requests = watchRequests(page);
  const problems = watchErrors(page);
  const footer = page.getByRole('contentinfo');
  await page.goto('/acessibilidade');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');

  await footer.getByRole('link', { name: 'Horários de atendimento' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/horarios');
  await expect(page.getByRole('table', { name: /Horários de atendimento/ })).toBeVisible();
  await expect(page).toHaveTitle(/^Horários de atendimento · /);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/horarios`,
  );

  await footer.getByRole('link', { name: 'Eventos' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/eventos');
  await expect(page.getByRole('list', { name: 'Próximos eventos' })).toBeVisible();
  await expect(page).toHaveTitle(/^Eventos · /);

  // An activity, then its notice alone: the route's data says which page the address is.
  // Its name from the footer's link: read from the heading right after the click, it could
  // still be the events page's.
  const about = footer.getByRole('link', { name: /^Sobre: / });
  const activity = ((await about.textContent()) ?? '').replace(/^Sobre:\s*/, '');
  await about.click();
  await expect(page).toHaveURL((url) => /^\/atividades\/\d+$/.test(url.pathname));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(activity);
  await expect(page).toHaveTitle(titledFirst(activity));
  await page.getByRole('link', { name: 'Ver só o informativo' }).click();
  await expect(page).toHaveURL((url) => url.pathname.endsWith('/informativo'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Informativo: ${activity}`);

  expect(requests.api.length).toBeGreaterThan(0);
  expect(requests.data).toEqual([]);
  expect(problems).toEqual([]);
});
