// @vitest-environment jsdom
import { type QueryClient } from '@tanstack/react-query';
import { act, cleanup, screen, within } from '@testing-library/react';
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
import { loadGuideViews } from '../../../src/features/search/guides/components/lazy-guide-views';
import { renderRouter } from '../support/render-router';
import { publicConfigQueries } from '../../../src/api/queries/public-config-queries';

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
  mock.context.scenarios.clear();
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
      { path: '/autoridade/:codAutoridade', element: <p>authority page</p> },
    ],
    { initialEntries: [url] },
  );
  renderRouter(router, { i18n: i18nInstance, queryClient });
  return router;
}

const countOf = (text: string | null) => Number(/^(\d+)/.exec(text ?? '')?.[1]);
const current = (router: ReturnType<typeof createMemoryRouter>) =>
  new URLSearchParams(router.state.location.search);

describe('index guide', { timeout: 60_000 }, () => {
  it('asks for the initial word, then browses the chosen index from it with counts', async () => {
    const user = userEvent.setup();
    const router = await renderAt('/indices');
    await user.click(await screen.findByRole('button', { name: 'Consultar índice' }));
    expect(await screen.findByText('O campo acima é obrigatório.')).toBeTruthy();
    expect(searches).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /Índice/ }));
    await user.click(await screen.findByRole('option', { name: 'Autor' }));
    await user.type(screen.getByRole('searchbox', { name: /Palavra inicial/ }), 'machado');
    await user.click(screen.getByRole('button', { name: 'Consultar índice' }));

    const count = await screen.findByText(/entradas a partir de "machado" no índice de Autor/);
    expect(countOf(count.textContent)).toBeGreaterThan(20);
    expect(Object.fromEntries(current(router))).toEqual({
      indice: 'autor',
      palavra: 'machado',
      pagina: '1',
    });
    expect(searches.at(-1)!.get('base')).toBe('indice');
    expect(searches.at(-1)!.get('tipoIndice')).toBe('autor');
    const region = screen.getByRole('region', { name: 'Entradas do índice' });
    const entries = within(within(region).getAllByRole('list')[0]!).getAllByRole('listitem');
    expect(entries).toHaveLength(20);
    expect(within(entries[0]!).getByRole('link').textContent).toMatch(/^Machado/);
    expect(within(entries[0]!).getByText(/^\d+ títulos?$/)).toBeTruthy();
  });

  it("an entry opens its titles in the catalogue's results, with the way back to the index", async () => {
    const user = userEvent.setup();
    const router = await renderAt('/indices?indice=colecao&palavra=add&pagina=1');
    const region = await screen.findByRole('region', { name: 'Entradas do índice' });
    const entry = (await within(region).findAllByRole('listitem'))[0]!;
    const heading = within(entry).getByRole('link').textContent;
    const titles = countOf(within(entry).getByText(/títulos?$/).textContent);
    await user.click(within(entry).getByRole('link'));

    const count = await screen.findByText(/\d+ resultados? para/, undefined, { timeout: 15_000 });
    expect(countOf(count.textContent)).toBe(titles);
    expect(current(router).get('indice')).toBe('colecao');
    expect(JSON.parse(current(router).get('consulta')!)).toEqual([
      { campo: 'serie', termo: heading, tipoTermo: 'exato' },
    ]);
    expect(screen.getByText(`Títulos de "${heading}" (Coleção)`)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Voltar ao índice a partir de "add"' }));
    expect(await screen.findByRole('region', { name: 'Entradas do índice' })).toBeTruthy();
  });
});

describe('authority guide', { timeout: 60_000 }, () => {
  it('offers every authority type and lists the authorities found, each opening its page', async () => {
    const user = userEvent.setup();
    const router = await renderAt('/autoridades');
    await user.click(await screen.findByRole('button', { name: /Tipo de autoridade/ }));
    expect(await screen.findAllByRole('option')).toHaveLength(13);
    await user.click(screen.getByRole('option', { name: 'Autores - Pessoas' }));
    await user.type(screen.getByRole('searchbox', { name: /Termo/ }), 'machado');
    await user.click(screen.getByRole('button', { name: 'Pesquisar autoridades' }));

    const count = await screen.findByText(/autoridades? para "machado"/);
    expect(countOf(count.textContent)).toBeGreaterThan(0);
    expect(Object.fromEntries(current(router))).toEqual({
      autoridade: 'autor_pessoa',
      termo: 'machado',
      pagina: '1',
    });
    const region = screen.getByRole('region', { name: 'Autoridades encontradas' });
    const first = within(region).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('(Autores - Pessoas)')).toBeTruthy();
    const link = within(first).getByRole('link');
    expect(link.getAttribute('href')).toMatch(/^\/autoridade\/\d+$/);
    await user.click(link);
    expect(await screen.findByText('authority page')).toBeTruthy();
  });
});

describe('network guide', { timeout: 60_000 }, () => {
  it('searches the chosen institutions and shows where each record is held', async () => {
    const user = userEvent.setup();
    const router = await renderAt('/rede');
    const group = await screen.findByRole('group', { name: 'Instituições da rede' });
    await user.click(within(group).getByRole('checkbox', { name: /Instituto Federal da Serra/ }));
    await user.type(screen.getByRole('searchbox', { name: /Pesquisar por/ }), 'brasil');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));

    const region = await screen.findByRole('region', { name: 'Resultados no catálogo da rede' });
    await within(region).findByText(/\d+ resultados? para "brasil"/);
    expect(current(router).getAll('filtros')).toEqual(['Z:3']);
    expect(searches.at(-1)!.get('base')).toBe('rede');
    expect(searches.at(-1)!.getAll('filtro')).toEqual(['Z:3']);
    const records = within(region)
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('h3'));
    expect(records.length).toBeGreaterThan(0);
    for (const record of records)
      expect(within(record).getByText('Instituto Federal da Serra')).toBeTruthy();

    await user.click(within(records[0]!).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Instituição')).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: /Ver no catálogo de Instituto Federal da Serra/ }),
    ).toBeTruthy();
  });

  it('when the network service is down it says so, and the local catalogue still searches', async () => {
    mock.context.scenarios.set(
      'listNetworkInstitutions:500=REDE_INDISPONIVEL,getNetworkTitle:500=REDE_INDISPONIVEL',
    );
    const router = await renderAt('/rede?termo=brasil&tipo=livre&pagina=1&ordenacao=C');
    const warnings = await screen.findAllByText(
      'O serviço da rede de bibliotecas está indisponível no momento. Tente novamente mais tarde.',
      undefined,
      { timeout: 15_000 },
    );
    expect(warnings.length).toBeGreaterThan(0);
    await act(() => router.navigate('/?termo=brasil&tipo=livre'));
    expect(
      await screen.findByText(/\d+ resultados? para "brasil"/, undefined, { timeout: 15_000 }),
    ).toBeTruthy();
  });
});

describe('other repositories and new acquisitions', { timeout: 60_000 }, () => {
  it('the repositories guide searches its base and filters by repository (R)', async () => {
    const user = userEvent.setup();
    await renderAt('/repositorios');
    await user.type(await screen.findByRole('searchbox', { name: /Pesquisar por/ }), 'a');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await screen.findByText(/\d+ resultados? para "a"/, undefined, { timeout: 15_000 });
    expect(searches.at(-1)!.get('base')).toBe('repositorios');
    expect(await screen.findByRole('group', { name: 'Repositório' })).toBeTruthy();
  });

  it('the new-acquisitions guide searches its base in display C with its NA filters', async () => {
    const user = userEvent.setup();
    const router = await renderAt('/novas-aquisicoes');
    await user.type(await screen.findByRole('searchbox', { name: /Pesquisar por/ }), 'a');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await screen.findByText(/\d+ resultados? para "a"/, undefined, { timeout: 15_000 });
    expect(searches.at(-1)!.get('base')).toBe('novas_aquisicoes');
    expect(current(router).get('exibicao')).toBe('C');
    expect(await screen.findByRole('group', { name: 'Coleção (novas aquisições)' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Área (novas aquisições)' })).toBeTruthy();
  });
});
