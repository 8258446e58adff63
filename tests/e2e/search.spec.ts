import { expect, test, type Page } from './support/app-test';
import { expectAxeClean } from './support/accessibility';

// The demo build seeds its in-browser mock before the app starts: give a loaded machine time.
test.describe.configure({ timeout: 240_000 });
const slowExpect = expect.configure({ timeout: 30_000 });

/** After a navigation: the app has started and the home page is on screen. */
const ready = (page: Page) =>
  expect(page.getByRole('heading', { level: 1, name: 'Pesquisar no acervo' })).toBeVisible({
    timeout: 120_000,
  });

const resultCount = (page: Page) => page.getByText(/^\d+ resultados? para/);
const countOf = async (page: Page) =>
  Number(/^(\d+)/.exec((await resultCount(page).textContent()) ?? '')?.[1]);
// The full form on the home page, the slim one above results (issue 39): both are the search.
const searchForm = (page: Page) => page.getByRole('search');

test('the home page shows the guides as tabs, requires a term and is accessible', async ({
  page,
}) => {
  await page.goto('/');
  await ready(page);
  await slowExpect(
    page.getByRole('heading', { level: 1, name: 'Pesquisar no acervo' }),
  ).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Guias de pesquisa' });
  await slowExpect(tabs.getByRole('tab', { name: 'Pesquisa geral' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await searchForm(page).getByRole('button', { name: 'Pesquisar', exact: true }).click();
  await slowExpect(searchForm(page).getByText('O campo acima é obrigatório.')).toBeVisible();
  await slowExpect(page).toHaveURL((url) => url.search === '');
  await expectAxeClean(page);

  await tabs.getByRole('tab', { name: 'Pesquisa avançada' }).click();
  await slowExpect(page).toHaveURL(/\/avancada$/);
  await slowExpect(page.getByRole('textbox', { name: /Termo/ }).first()).toBeVisible();

  await page.goto('/guia-inexistente');
  await ready(page);
  await slowExpect(page.getByText('Guia de pesquisa não encontrado')).toBeVisible();
  await page.getByRole('link', { name: 'Pesquisa geral' }).click();
  await slowExpect(page).toHaveURL(/\/geral$/);
});

test('a search, a facet, a page and the URL round trip with reload and Back', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  const form = searchForm(page);
  await form.getByRole('searchbox', { name: /Pesquisar por/ }).fill('romance');
  await form.getByRole('radio', { name: 'Livre' }).check();
  await form.getByRole('button', { name: 'Pesquisar', exact: true }).click();

  await slowExpect(page).toHaveURL(
    (url) =>
      url.searchParams.get('termo') === 'romance' &&
      url.searchParams.get('tipo') === 'livre' &&
      url.searchParams.get('pagina') === '1' &&
      url.searchParams.get('ordenacao') === 'C',
  );
  await slowExpect(resultCount(page)).toBeVisible({ timeout: 120_000 });
  await slowExpect(resultCount(page)).toHaveAttribute('aria-live', 'polite');
  const total = await countOf(page);
  slowExpect(total).toBeGreaterThan(20);
  await expectAxeClean(page);
  const firstUrl = page.url();

  // A facet: the URL carries it, the count narrows, a chip shows it.
  const years = page.getByRole('group', { name: 'Ano de publicação' });
  // Pressed on its label, as a user does: a forced press on the hidden 1 px input lands wherever
  // scrolling it into view put it (at the page's left edge, under the demo's QA tab).
  await years.locator('label').first().click();
  await slowExpect(page).toHaveURL((url) => url.searchParams.getAll('filtros').length === 1);
  await slowExpect.poll(() => countOf(page)).toBeLessThan(total);
  await slowExpect(
    page.getByRole('grid', { name: 'Filtros escolhidos' }).getByRole('row'),
  ).toHaveCount(1);
  const filteredUrl = page.url();

  // Clearing the facet, then the second page.
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await slowExpect.poll(() => countOf(page)).toBe(total);
  const pageOneTitle = await page.getByRole('heading', { level: 3 }).first().textContent();
  await page
    .getByRole('navigation', { name: 'Páginas de resultados' })
    .getByRole('button', { name: /2/ })
    .first()
    .click();
  await slowExpect(page).toHaveURL((url) => url.searchParams.get('pagina') === '2');
  const firstTitle = page.getByRole('heading', { level: 3 }).first();
  // The first page stays on screen until the second arrives: wait for it to change.
  await slowExpect(firstTitle).not.toHaveText(pageOneTitle!);
  const secondPageTitle = await firstTitle.textContent();

  // Reload keeps the page; Back returns to the filtered result, then to the first search.
  await page.reload();
  await ready(page);
  await slowExpect(page.getByRole('heading', { level: 3 }).first()).toHaveText(secondPageTitle!);
  await slowExpect(page.getByRole('searchbox', { name: /Pesquisar por/ })).toHaveValue('romance');
  await page.goBack();
  await slowExpect.poll(() => countOf(page)).toBe(total);
  await page.goBack();
  await slowExpect(page).toHaveURL(filteredUrl);
  await slowExpect(
    page.getByRole('group', { name: 'Ano de publicação' }).getByRole('checkbox').first(),
  ).toBeChecked();
  await page.goBack();
  await slowExpect(page).toHaveURL(firstUrl);
  await slowExpect.poll(() => countOf(page)).toBe(total);
});

test('a title opened from far down the results opens at its top; Back returns to the result', async ({
  page,
}) => {
  await page.goto('/?termo=romance&tipo=livre&pagina=1&ordenacao=C');
  await ready(page);
  await slowExpect(resultCount(page)).toBeVisible({ timeout: 120_000 });
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  const lastResult = page.getByRole('heading', { level: 3 }).last();
  await lastResult.scrollIntoViewIfNeeded();
  const down = await scrollY();
  expect(down).toBeGreaterThan(400);
  // The seed repeats titles: the record is known by its heading's id.
  const record = page.locator(`#${await lastResult.getAttribute('id')}`);
  const link = record.getByRole('link');
  const title = (await link.textContent())!.trim();
  // The keyboard opens it: the demo build's QA panel sits over the page's corner.
  await link.focus();
  await page.keyboard.press('Enter');
  await slowExpect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await slowExpect.poll(scrollY).toBe(0);

  // A tab changes the page's lower half: the reader stays at the tab bar.
  await page.evaluate(() => window.scrollTo(0, 150));
  const reference = page.getByRole('tab', { name: 'Referência' });
  await reference.focus();
  const atTabs = await scrollY();
  await page.keyboard.press('Enter');
  await slowExpect(page).toHaveURL(/\/referencia$/);
  await slowExpect(reference).toHaveAttribute('aria-selected', 'true');
  expect(await scrollY()).toBe(atTabs);

  await page.goBack();
  await page.goBack();
  await slowExpect(record).toBeInViewport();
  await slowExpect.poll(scrollY).toBeGreaterThan(down - 50);
});

test('a result can go to the basket and an empty result offers suggestions', async ({ page }) => {
  await page.goto('/?termo=dom%20casmurro&tipo=titulo&pagina=1&ordenacao=C');
  await ready(page);
  await slowExpect(resultCount(page)).toBeVisible({ timeout: 120_000 });
  await page
    .getByRole('button', { name: /^Adicionar à cesta: ".*"$/ })
    .first()
    .click();
  await slowExpect(page.getByRole('button', { name: /^Remover da cesta: ".*"$/ })).toHaveCount(1);

  await page.goto('/?termo=xyzzyqwv&tipo=titulo');
  await ready(page);
  await slowExpect(
    page.getByRole('heading', { name: 'Nenhum resultado para "xyzzyqwv"' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Pesquisar em todos os campos (pesquisa livre)' }).click();
  await slowExpect(page).toHaveURL((url) => url.searchParams.get('tipo') === 'livre');
});
