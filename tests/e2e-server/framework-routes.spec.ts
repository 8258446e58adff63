import { expect, test, type Page } from '@playwright/test';
import { signInRemembered } from './support/sign-in';

/*
 * Framework mode's browser-only routes (src/app/framework/routes.ts): the personal area, the
 * basket, logout, the redirect page, the sign-in answers and the e-book pages. The server sends
 * the app's layout with the page's loading slot, never a patron's data; the browser renders the
 * page behind the data router's sign-in guard.
 */

/** The page's text as a crawler reads it: the markup's, without scripts. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

const browserOnly = [
  '/meu-portal',
  '/meu-portal/emprestimos',
  '/meu-portal/emprestimos/historico',
  '/meu-portal/nao-existe',
  '/meu-portal/app',
  '/cesta',
  '/sair',
  '/redirecionamento',
  '/oauth-response',
  '/saml-response',
  '/livros-digitais-a',
  '/livros-digitais-b',
];

const hydrationTrouble = /hydrat|Minified React error #(418|419|421|422|423|425)/i;

/** The console's hydration errors from now on: the server's slot must become the page cleanly. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && hydrationTrouble.test(message.text()))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
}

test("the server answers the patron's pages 200 with the layout and their loading slot, no patron data", async ({
  request,
}) => {
  for (const path of browserOnly) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(200);
    // The browser renders these: no shared cache keeps their shell.
    expect(answer.headers()['cache-control'], path).toBe('no-cache');
    const html = await answer.text();
    const text = textOf(html);
    // The layout (its skip link's target, the footer) around the page's loading slot.
    expect(html, path).toContain('<main id="conteudo"');
    expect(html, path).toContain('</footer>');
    expect(text, path).toContain('Carregando a página…');
    // Nothing of a patron: no greeting, no personal-area menu, no loans.
    expect(text, path).not.toMatch(/Olá, /);
    expect(text, path).not.toContain('Menu do Meu portal');
    expect(text, path).not.toContain('Dom Casmurro');
  }
});

test('an anonymous visit to the personal area lands on the login page with the way back', async ({
  page,
}) => {
  await page.goto('/meu-portal/emprestimos?pagina=2');
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/login' &&
      url.searchParams.get('redirect') === '/meu-portal/emprestimos?pagina=2',
  );
  await expect(page.getByRole('textbox', { name: 'Matrícula' })).toBeVisible();

  // An e-book provider's return page needs the patron's token too.
  await page.goto('/livros-digitais-a?sessionid=abc');
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/login' &&
      url.searchParams.get('redirect') === '/livros-digitais-a?sessionid=abc',
  );
});

test('the basket is rendered in the browser, on a first load and from the header', async ({
  page,
}) => {
  const errors = hydrationErrors(page);
  await page.goto('/cesta');
  await expect(page.getByRole('heading', { level: 1, name: 'Cesta' })).toBeVisible();
  await expect(page).toHaveTitle(/Cesta/);

  await openHydrated(page, '/acessibilidade');
  await page.getByRole('link', { name: /^Cesta/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/cesta');
  await expect(page.getByRole('heading', { level: 1, name: 'Cesta' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('signed in, the personal area home and a screen open on a first load and on a navigation', async ({
  page,
}) => {
  const errors = hydrationErrors(page);
  await signInRemembered(page, '/meu-portal/emprestimos');
  await expect(page.getByRole('heading', { level: 1, name: 'Empréstimos' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Dom Casmurro').first()).toBeVisible();

  // A first load of the area's home: the server's loading slot, then the browser's page.
  await openHydrated(page, '/meu-portal');
  await expect(page.getByRole('heading', { level: 1, name: 'Meu portal' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Menu do Meu portal' });
  await expect(menu).toBeVisible();

  // From the menu to the loans, as a navigation: the screen's own name in the document title.
  await menu.getByRole('link', { name: 'Empréstimos', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/meu-portal/emprestimos');
  await expect(page.getByRole('heading', { level: 1, name: 'Empréstimos' })).toBeVisible();
  await expect(page).toHaveTitle(/Empréstimos/);
  await expect(page.getByRole('main').getByText('Dom Casmurro').first()).toBeVisible();

  // A screen's subpage, on a first load: named "Histórico · Empréstimos" by its route's data.
  await openHydrated(page, '/meu-portal/emprestimos/historico');
  await expect(page).toHaveTitle(/^Histórico · Empréstimos/);

  // Signing out from the header: the browser's logout loader ends the session and goes home.
  await page.getByRole('link', { name: 'Sair' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByText(/^Olá, /)).toHaveCount(0);
  expect(errors).toEqual([]);
});
