import { expect, test } from './support/app-test';
import { firstPaint } from './support/first-paint';

test('the built app runs the start-up sequence against the in-browser mock and becomes ready', async ({
  page,
}) => {
  const apiCalls: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(`${request.method()} ${url.pathname}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));

  // Any page but the home page (whose start-up reads come prerendered in index.html, see
  // first-screen.spec.ts) starts from nothing.
  await page.goto('/cesta');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(firstPaint);
  await expect(page).toHaveTitle(/UFX/);

  // Spec section 4: credentials, functionalities, institution, search guides, in that order;
  // the page's own content loads after them.
  expect(apiCalls.slice(0, 4)).toEqual([
    'POST /api/oauth/token',
    'GET /api/parametros/funcionalidades',
    'GET /api/parametros/instituicao',
    'GET /api/parametros/guias-pesquisa',
  ]);
  expect(errors).toEqual([]);
});

test('start-up follows the lng parameter and the institution profile chosen for the mock', async ({
  page,
}) => {
  await page.goto('/?lng=en&mockProfile=ify');
  await expect(page.getByRole('heading', { level: 1, name: 'Search the catalogue' })).toBeVisible(
    firstPaint,
  );
  // The header and the document's title carry the chosen institution's name.
  await expect(page.getByRole('banner')).toContainText('Online catalogue · IFY');
  await expect(page).toHaveTitle('Online catalogue · IFY');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a start-up failure explains itself and the retry resumes', async ({ page }) => {
  // QA scenario of the mock: the institution call answers 500 three times, which outlasts
  // the query client's two automatic retries of a 5xx.
  await page.goto('/?mock=getInstitution:500*3');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Não foi possível abrir o catálogo' }),
  ).toBeVisible(firstPaint);
  await expect(page.getByRole('alert')).toContainText('O servidor respondeu com um erro (500)');
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pesquisar no acervo' })).toBeVisible();
});
