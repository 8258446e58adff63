// @vitest-environment jsdom
import { type QueryClient } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { createMemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mocks/node';
import { configureApi } from '../../../src/api/client';
import { memoryTokenStorage } from '../../../src/api/token-storage';
import { createQueryClient } from '../../../src/app/query-client';
import { HomePage } from '../../../src/features/search/routes/home-page';
import { initI18n } from '../../../src/lib/i18n/init-i18n';
import { useBasketStore } from '../../../src/stores/basket-store';
import { loadGuideViews } from '../../../src/features/search/guides/components/lazy-guide-views';
import { renderRouter } from '../support/render-router';
import { publicConfigQueries } from '../../../src/api/queries/public-config-queries';
import { readSearchUrl } from '../../../src/features/search/utils/search-url';

let mock: Awaited<ReturnType<typeof createMockServer>>;
let i18nInstance: i18n;
/** GET /consulta query strings the page sent, in order. */
let searches: URLSearchParams[] = [];

beforeAll(async () => {
  // The guide forms and result lists are a chunk of their own, which a results address fetches
  // at start-up (home-page.tsx); a memory router's address does not, so fetch it here.
  await loadGuideViews();
  mock = await createMockServer();
  mock.server.listen({ onUnhandledFrame: 'error' });
  mock.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/consulta') searches.push(url.searchParams);
  });
  i18nInstance = await initI18n('pt');
  // Seeding the mock's catalogue takes a while on a busy machine.
}, 120_000);
afterAll(() => mock.server.close());
beforeEach(() => {
  searches = [];
  configureApi({ tokens: memoryTokenStorage(), language: () => i18nInstance.language });
  useBasketStore.setState({ itens: {} });
});
afterEach(() => {
  cleanup();
  mock.server.resetHandlers();
});

/** The home page as the router mounts it, after the start-up loads the app relies on. */
async function renderAt(url: string) {
  const queryClient: QueryClient = createQueryClient();
  await queryClient.ensureQueryData(publicConfigQueries.institution());
  await queryClient.ensureQueryData(publicConfigQueries.searchGuides());
  const router = createMemoryRouter(
    [
      { path: '/', element: <HomePage /> },
      { path: '/:guia', element: <HomePage /> },
      { path: '/acervo/:codAcervo', element: <p>title page</p> },
    ],
    { initialEntries: [url] },
  );
  renderRouter(router, { i18n: i18nInstance, queryClient });
  return router;
}

const current = (router: ReturnType<typeof createMemoryRouter>) =>
  new URLSearchParams(router.state.location.search);
const resultCount = () => screen.findByText(/\d+ resultados? para/);
const countOf = (text: string) => Number(/^(\d+)/.exec(text)?.[1]);

describe('home page and search guides', { timeout: 30_000 }, () => {
  it('shows the catalogue heading and the guides as tabs, the default one selected', async () => {
    await renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pesquisar no acervo' }),
    ).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Guias de pesquisa' });
    const names = within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(names[0]).toBe('Pesquisa geral');
    expect(names).toContain('Pesquisa avançada');
    expect(screen.getByRole('tab', { name: 'Pesquisa geral' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('an unknown guide says so and lists the guides', async () => {
    await renderAt('/nao-existe');
    expect(await screen.findByText('Guia de pesquisa não encontrado')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pesquisa avançada' }).getAttribute('href')).toBe(
      '/avancada',
    );
  });

  it('an empty search field shows the required message and searches nothing', async () => {
    const user = userEvent.setup();
    const router = await renderAt('/');
    await user.click(await screen.findByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('O campo acima é obrigatório.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: /Pesquisar por/ }));
    expect(router.state.location.search).toBe('');
    expect(searches).toHaveLength(0);
  });

  it("the form is a GET form whose own submission asks for the app's results address", async () => {
    const user = userEvent.setup();
    await renderAt('/');
    const field = await screen.findByRole('searchbox', { name: /Pesquisar por/ });
    await user.type(field, 'dom casmurro');
    await user.click(screen.getByRole('radio', { name: 'Título' }));
    await user.click(screen.getByRole('checkbox', { name: 'Incluir palavras semelhantes' }));
    const form = field.closest('form')!;
    // What the browser would send without the app's code (a prerendered page before hydration).
    expect(form.getAttribute('method')).toBe('get');
    const sent = new URLSearchParams(
      [...new FormData(form)].flatMap(([name, value]) =>
        typeof value === 'string' ? [[name, value]] : [],
      ),
    );
    expect(readSearchUrl(sent)).toMatchObject({
      termo: 'dom casmurro',
      tipo: 'titulo',
      similar: true,
    });
  });

  it('the required message is translated', async () => {
    await act(() => i18nInstance.changeLanguage('en'));
    try {
      const user = userEvent.setup();
      await renderAt('/');
      await user.click(await screen.findByRole('button', { name: 'Search' }));
      expect(await screen.findByText('The above field is required.')).toBeTruthy();
    } finally {
      await act(() => i18nInstance.changeLanguage('pt'));
    }
  });
});

describe('results', { timeout: 60_000 }, () => {
  it('submitting puts the search in the URL and lists the records with their count', async () => {
    const user = userEvent.setup();
    const router = await renderAt('/');
    await user.type(
      await screen.findByRole('searchbox', { name: /Pesquisar por/ }),
      'machado de assis',
    );
    await user.click(screen.getByRole('radio', { name: 'Autor' }));
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));

    const count = await resultCount();
    expect(count.getAttribute('aria-live')).toBe('polite');
    expect(countOf(count.textContent)).toBeGreaterThan(0);
    expect(Object.fromEntries(current(router))).toEqual({
      termo: 'machado de assis',
      tipo: 'autor',
      pagina: '1',
      ordenacao: 'C',
      exibicao: 'D',
    });
    const sent = searches.at(-1)!;
    expect(sent.get('termo')).toBe('machado de assis');
    expect(sent.get('tipoPesquisa')).toBe('autor');
    expect(sent.get('quantPag')).toBe('20');
    const first = screen.getAllByRole('listitem').find((item) => item.querySelector('h3'))!;
    // The title's link, in its heading (the availability line adds its own action).
    const heading = within(first).getByRole('heading', { level: 3 });
    expect(within(heading).getByRole('link').getAttribute('href')).toMatch(/^\/acervo\/\d+$/);
    expect(within(first).getByText(/Assis/)).toBeTruthy();
  });

  it('adds a record to the basket', async () => {
    const user = userEvent.setup();
    await renderAt('/?termo=dom%20casmurro&tipo=titulo');
    await resultCount();
    const [add] = screen.getAllByRole('button', { name: /^Adicionar à cesta: ".*"$/ });
    await user.click(add!);
    expect(Object.keys(useBasketStore.getState().itens)).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Remover da cesta: ".*"$/ })).toHaveLength(1);
  });

  it('pages through the results, 20 a page', async () => {
    const user = userEvent.setup();
    const router = await renderAt('/?termo=romance&tipo=livre');
    const total = countOf((await resultCount()).textContent);
    expect(total).toBeGreaterThan(20);
    const firstPage = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(firstPage).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: /página 2/i }));
    await waitFor(() => expect(current(router).get('pagina')).toBe('2'));
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).not.toEqual(
        firstPage,
      ),
    );
    expect(searches.at(-1)!.get('page')).toBe('2');
  });

  it('an empty result suggests searching with similar words', async () => {
    const user = userEvent.setup();
    const router = await renderAt('/?termo=xyzzyqwv&tipo=titulo');
    expect(await screen.findByText('Nenhum resultado para "xyzzyqwv"')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pesquisar com palavras semelhantes' }));
    await waitFor(() => expect(current(router).get('similares')).toBe('S'));
    expect(searches.at(-1)!.get('tipoPesquisa')).toBe('titulo_similar');
  });
});

describe('advanced search', { timeout: 60_000 }, () => {
  it('sends the rows as consulta and lists the result', async () => {
    const user = userEvent.setup();
    const router = await renderAt('/avancada');
    await user.click(await screen.findByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('O campo acima é obrigatório.')).toBeTruthy();
    const terms = screen.getAllByRole('textbox', { name: /Termo/ });
    await user.type(terms[0]!, 'dom casmurro');
    await user.type(terms[1]!, 'assis');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(countOf((await resultCount()).textContent)).toBeGreaterThan(0);
    const rows: unknown = JSON.parse(current(router).get('consulta')!);
    expect(rows).toEqual([
      { campo: 'titulo', termo: 'dom casmurro', tipoTermo: 'livre' },
      { campo: 'autor', termo: 'assis', tipoTermo: 'livre', operador: 'E' },
    ]);
    expect(searches.at(-1)!.get('consulta')).toBe(current(router).get('consulta'));
  });
});

describe('facets', { timeout: 90_000 }, () => {
  it('values of one type combine with OR, types with AND, shown as chips and cleared at once', async () => {
    const user = userEvent.setup();
    const router = await renderAt('/?termo=romance&tipo=livre');
    const shown = async () => countOf((await resultCount()).textContent);
    const settle = { timeout: 15_000 };
    const total = await shown();
    const yearBoxes = () =>
      within(screen.getByRole('group', { name: 'Ano de publicação' })).getAllByRole('checkbox');
    // The facets come from their own call (`GET /filtros`), a moment after the results.
    await screen.findByRole('group', { name: 'Ano de publicação' }, settle);

    await user.click(yearBoxes()[0]!);
    await waitFor(async () => expect(await shown()).toBeLessThan(total), settle);
    const oneYear = await shown();

    // OR within the type: a second year widens the result.
    await user.click(yearBoxes()[1]!);
    await waitFor(async () => expect(await shown()).toBeGreaterThan(oneYear), settle);
    const twoYears = await shown();

    // AND across types: a language narrows the two years' result.
    const languages = within(screen.getByRole('group', { name: 'Idioma' })).getAllByRole(
      'checkbox',
    );
    await user.click(languages.at(-1)!);
    await waitFor(async () => expect(await shown()).toBeLessThan(twoYears), settle);
    expect(current(router).getAll('filtros')).toHaveLength(3);
    expect(searches.at(-1)!.getAll('filtro')).toEqual(current(router).getAll('filtros'));

    const chips = screen.getByRole('grid', { name: 'Filtros escolhidos' });
    expect(within(chips).getAllByRole('row')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(async () => expect(await shown()).toBe(total), settle);
    expect(current(router).getAll('filtros')).toHaveLength(0);
  });
});

describe('a facet whose search fails', { timeout: 90_000 }, () => {
  afterEach(() => mock.context.scenarios.clear());

  it('is checked at the key, then taken back with a message when the search fails', async () => {
    const user = userEvent.setup();
    const router = await renderAt('/?termo=romance&tipo=livre');
    const settle = { timeout: 15_000 };
    const count = async () =>
      countOf((await screen.findByText(/\d+ resultados? para/, {}, settle)).textContent);
    const total = await count();
    const group = await screen.findByRole('group', { name: 'Ano de publicação' }, settle);
    const box = within(group).getAllByRole('checkbox')[0]!;

    mock.context.scenarios.set('searchCatalogue:500');
    await user.click(box);
    // The press is answered at once, before the search is made.
    expect(box).toHaveProperty('checked', true);

    // The search fails (after its retries): the box is unchecked again, the address has no
    // filter, the previous results stay, and the reader is told why.
    expect(
      await screen.findByText(/O filtro não pôde ser aplicado: a pesquisa falhou/, {}, settle),
    ).toBeTruthy();
    const again = within(screen.getByRole('group', { name: 'Ano de publicação' })).getAllByRole(
      'checkbox',
    )[0]!;
    expect(again).toHaveProperty('checked', false);
    expect(current(router).getAll('filtros')).toHaveLength(0);
    expect(await count()).toBe(total);
    expect(screen.queryByText('Não foi possível fazer a pesquisa. Tente novamente.')).toBeNull();

    // Once the search answers again, the same box filters, and the message goes.
    mock.context.scenarios.clear();
    await user.click(again);
    await waitFor(() => expect(current(router).getAll('filtros')).toHaveLength(1), settle);
    await waitFor(async () => expect(await count()).toBeLessThan(total), settle);
    expect(screen.queryByText(/O filtro não pôde ser aplicado/)).toBeNull();
  });
});

describe('the slim search above results', { timeout: 120_000 }, () => {
  it('keeps the search, its type and a search button on one form, without the guides', async () => {
    const user = userEvent.setup();
    const router = await renderAt('/?termo=machado&tipo=livre');
    await screen.findByText(/\d+ resultados? para/, {}, { timeout: 45_000 });
    // The page is still named for screen readers; the tabs wait behind "Refine search".
    expect(screen.getByRole('heading', { level: 1, name: 'Pesquisar no acervo' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    const field = screen.getByRole('searchbox', { name: /Pesquisar por/ });
    expect(field).toHaveValue('machado');
    await user.click(screen.getByRole('button', { name: /Tipo de pesquisa/ }));
    await user.click(await screen.findByRole('option', { name: 'Título' }));
    await user.clear(field);
    await user.type(field, 'dom casmurro');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(current(router).get('termo')).toBe('dom casmurro'));
    expect(readSearchUrl(current(router))).toMatchObject({ tipo: 'titulo', similar: false });
    // Before the app's code runs, the browser's own GET carries the type chosen too.
    const sent = new FormData(field.closest('form')!);
    expect(sent.get('tipo')).toBe('titulo');
  });

  it('"Refine search" opens the full form with what was typed, unsent, and focuses it', async () => {
    const user = userEvent.setup();
    const router = await renderAt('/?termo=machado&tipo=autor');
    await screen.findByText(/\d+ resultados? para/, {}, { timeout: 45_000 });
    const field = screen.getByRole('searchbox', { name: /Pesquisar por/ });
    await user.type(field, ' de assis');
    await user.click(screen.getByRole('button', { name: 'Refinar pesquisa' }));
    const full = await screen.findByRole('searchbox', { name: /Pesquisar por/ });
    expect(full).toHaveValue('machado de assis');
    expect(document.activeElement).toBe(full);
    expect(screen.getByRole('radio', { name: 'Autor' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Incluir palavras semelhantes' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Pesquisa avançada' })).toBeTruthy();
    // Nothing was searched: the results are the address's.
    expect(current(router).get('termo')).toBe('machado');
    expect(screen.getByText(/\d+ resultados? para/)).toBeVisible();
  });

  it('a search from the home page keeps the focus on the term, now in the slim form', async () => {
    const user = userEvent.setup();
    await renderAt('/');
    await user.type(await screen.findByRole('searchbox', { name: /Pesquisar por/ }), 'machado');
    await user.keyboard('{Enter}');
    await screen.findByText(/\d+ resultados? para/, {}, { timeout: 45_000 });
    expect(screen.queryByRole('tablist')).toBeNull();
    const field = screen.getByRole('searchbox', { name: /Pesquisar por/ });
    expect(field).toHaveValue('machado');
    expect(document.activeElement).toBe(field);
  });
});
