import { expect, test, type Page } from './support/app-test';
import { EVERY_SCHEME_TIMEOUT, expectAxeCleanInEveryScheme } from './support/accessibility';

// The extras of a result page (covers in batches, facets from GET /filtros, other titles,
// summaries, standards, the waiting-list notice). The results page is public: no sign-in.

// The demo build seeds its in-browser mock before the app starts: give a loaded machine time.
test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 120_000 });
const slowExpect = expect.configure({ timeout: 60_000 });

const resultCount = (page: Page) => page.getByText(/^\d+ resultados? para/);
const resultList = (page: Page) => page.locator('ol').filter({ has: page.locator('h3') });

/** Opens a results address and waits for its count and for the list to settle. */
async function open(page: Page, search: string) {
  await page.goto(`/?${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pesquisar no acervo' })).toBeVisible({
    timeout: 120_000,
  });
  await slowExpect(resultCount(page)).toBeVisible({ timeout: 120_000 });
  await slowExpect(page.locator('section[aria-busy="true"]')).toHaveCount(0);
}

/** The default image as GET /imagem-padrao answers it, read off the page's own request. */
function defaultImageOf(page: Page) {
  return page
    .waitForResponse((response) => new URL(response.url()).pathname.endsWith('/imagem-padrao'), {
      timeout: 120_000,
    })
    .then(async (response) => ((await response.json()) as { imagem: string }).imagem);
}

test('covers leave in batches with the codes of the page, and a title without one shows the default image', async ({
  page,
}) => {
  const coverCodes: number[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/vinculos/imagem'))
      coverCodes.push(Number(url.searchParams.get('cod_acervo')));
  });
  let pageCodes: number[] = [];
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.endsWith('/consulta')) return;
    const answer = (await response.json().catch(() => null)) as {
      consulta?: { data: { cod_acervo: number }[] };
    } | null;
    if (answer?.consulta) pageCodes = answer.consulta.data.map((record) => record.cod_acervo);
  });
  const defaultImage = defaultImageOf(page);
  await open(page, 'termo=projeto&tipo=livre');

  // Every record of the page has its cover asked, once, in the order shown.
  await slowExpect.poll(() => coverCodes.length).toBe(pageCodes.length);
  expect(pageCodes).toHaveLength(20);
  expect([...coverCodes].sort()).toEqual([...pageCodes].sort());
  expect(coverCodes.slice(0, 5).sort()).toEqual(pageCodes.slice(0, 5).sort());

  // Each record keeps a cover box of the same size; those without a cover show the default.
  const images = resultList(page).locator('img');
  await expect(images).toHaveCount(20);
  const fallback = await defaultImage;
  await slowExpect
    .poll(() =>
      images.evaluateAll(
        (all, src) => all.filter((img) => img.getAttribute('src') === src).length,
        fallback,
      ),
    )
    .toBeGreaterThan(0);
  const sizes = await images.evaluateAll((all) =>
    all.map((img) => `${img.getAttribute('width')}x${img.getAttribute('height')}`),
  );
  expect(new Set(sizes)).toEqual(new Set(['80x120']));
  // The first screenful loads at once; the rest only when scrolled near.
  await expect(images.first()).toHaveAttribute('loading', 'eager');
  await expect(images.last()).toHaveAttribute('loading', 'lazy');
  await expect(images.last()).toHaveAttribute('decoding', 'async');
});

test('fetch-covers: the covers note, and default images', async ({ page }) => {
  const defaultImage = defaultImageOf(page);
  await open(page, 'termo=projeto&tipo=livre&mockScenario=fetch-covers');
  await expect(page.getByText('Erro ao buscar as capas.')).toBeVisible();
  await expect(
    page.getByText('Os títulos aparecem com a imagem padrão no lugar da capa.'),
  ).toBeVisible();
  const fallback = await defaultImage;
  await slowExpect(resultList(page).locator(`img[src="${fallback}"]`).first()).toBeVisible();
  // The results stay usable.
  await expect(resultList(page).getByRole('heading', { level: 3 })).toHaveCount(20);
});

test('fetch-filters: the filters message with a retry beside the results', async ({ page }) => {
  await open(page, 'termo=projeto&tipo=livre&mockScenario=fetch-filters');
  const failure = page.getByText('Erro ao buscar os filtros.');
  await slowExpect(failure).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Tipo de obra' })).toHaveCount(0);
  await expect(resultList(page).getByRole('heading', { level: 3 })).toHaveCount(20);
});

test('the facets come from GET /filtros of this search', async ({ page }) => {
  const filterCalls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/filtros')) filterCalls.push(url);
  });
  await open(page, 'termo=projeto&tipo=livre');
  await slowExpect(page.getByRole('group', { name: 'Tipo de obra' })).toBeVisible();
  expect(filterCalls.length).toBeGreaterThan(0);
  expect(filterCalls[0]!.searchParams.get('search_tab')).toBeTruthy();
  expect(filterCalls[0]!.searchParams.get('id')).toBeTruthy();
});

test('other titles, standards and the waiting-list notice of a search that has them', async ({
  page,
}) => {
  await open(page, 'termo=projeto&tipo=livre');
  await slowExpect(resultList(page).getByText('Outros títulos:').first()).toBeVisible();
  await expect(resultList(page).getByText('Refactoring').first()).toBeVisible();

  const standards = page.getByRole('region', { name: 'Normas técnicas' });
  await slowExpect(standards).toBeVisible();
  const standard = standards.getByRole('link', { name: /^ABNT NBR 15287:2011/ });
  await expect(standard).toHaveAttribute(
    'href',
    'https://normas.example.org/produto/ABNT%20NBR%2015287%3A2011',
  );
  await expect(standard).toHaveAttribute('target', '_blank');

  // Issue 39: a title whose copies are all out offers the hold once, in its availability line,
  // and a visitor signs in first; the old waiting-list paragraph is gone.
  const hold = resultList(page).getByRole('link', { name: /^Reservar "/ });
  await expect(hold.first()).toBeVisible();
  await expect(resultList(page).getByText(/Entre na fila de espera/)).toHaveCount(0);
  await expect(hold.first()).toHaveAttribute(
    'href',
    /^\/login\?redirect=%2Facervo%2F\d+%2Freserva$/,
  );
});

test('titles with indexed content link to their summaries', async ({ page }) => {
  await open(page, 'termo=revista&tipo=livre');
  const summaries = resultList(page).getByRole('link', { name: /^Ver sumários de "/ });
  await slowExpect(summaries.first()).toBeVisible();
  await expect(summaries.first()).toHaveAttribute('href', /\/acervo\/\d+\/sumarios$/);
});

test('the results page with its extras has no axe violations in every colour scheme', async ({
  page,
}) => {
  test.setTimeout(EVERY_SCHEME_TIMEOUT);
  await open(page, 'termo=projeto&tipo=livre');
  await slowExpect(page.getByRole('region', { name: 'Normas técnicas' })).toBeVisible();
  await slowExpect(resultList(page).getByText('Outros títulos:').first()).toBeVisible();
  await expectAxeCleanInEveryScheme(page);
});
