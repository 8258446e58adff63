// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { delay, http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mocks/node';
import { configureApi } from '../../../src/api/client';
import { memoryTokenStorage } from '../../../src/api/token-storage';
import { createQueryClient } from '../../../src/app/query-client';
import { HomePage, loadResults } from '../../../src/features/search/routes/home-page';
import { SERVER_COVER_BUDGET_MS } from '../../../src/features/search/routes/results-loader';
import { linkQueries } from '../../../src/features/search/api/link-queries';
import { searchQueries } from '../../../src/features/search/api/search-queries';
import { backgroundPrefetches } from '../../../src/lib/query-state/background-prefetch';
import { loadGuideViews } from '../../../src/features/search/guides/components/lazy-guide-views';
import { initI18n } from '../../../src/lib/i18n/init-i18n';
import { publicConfigQueries } from '../../../src/api/queries/public-config-queries';
import { renderRouter } from '../support/render-router';

let mock: Awaited<ReturnType<typeof createMockServer>>;
let i18nInstance: i18n;
/** Cover calls in the order they left and were answered: ['start' | 'end', cod_acervo]. */
let coverEvents: ['start' | 'end', number][] = [];
let pageCodes: number[] = [];

const coverCode = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname === '/api/vinculos/imagem'
    ? Number(url.searchParams.get('cod_acervo'))
    : null;
};

beforeAll(async () => {
  await loadGuideViews();
  mock = await createMockServer();
  mock.server.listen({ onUnhandledFrame: 'error' });
  mock.server.events.on('request:start', ({ request }) => {
    const code = coverCode(request);
    if (code !== null) coverEvents.push(['start', code]);
  });
  mock.server.events.on('response:mocked', ({ request, response }) => {
    const code = coverCode(request);
    if (code !== null) coverEvents.push(['end', code]);
    if (new URL(request.url).pathname === '/api/consulta')
      void response
        .clone()
        .json()
        .then((answer: { consulta: { data: { cod_acervo: number }[] } }) => {
          pageCodes = answer.consulta.data.map((record) => record.cod_acervo);
        });
  });
  i18nInstance = await initI18n('pt');
}, 120_000);
afterAll(() => mock.server.close());
beforeEach(() => {
  coverEvents = [];
  pageCodes = [];
  configureApi({ tokens: memoryTokenStorage(), language: () => i18nInstance.language });
});
afterEach(() => {
  cleanup();
  mock.server.resetHandlers();
});

async function renderAt(url: string) {
  const queryClient = createQueryClient();
  await queryClient.ensureQueryData(publicConfigQueries.institution());
  await queryClient.ensureQueryData(publicConfigQueries.searchGuides());
  const router = createMemoryRouter([{ path: '/', element: <HomePage /> }], {
    initialEntries: [url],
  });
  renderRouter(router, { i18n: i18nInstance, queryClient });
}

// A loaded machine answers the first search slowly (the mock builds its index).
const resultCount = () => screen.findByText(/\d+ resultados? para/, {}, { timeout: 90_000 });
const serverError = () => HttpResponse.json({ message: 'falhou' }, { status: 500 });

describe('covers in batches', { timeout: 180_000 }, () => {
  it('asks the covers of the page as soon as it is drawn, five at a time, in the order shown', async () => {
    await renderAt('/?termo=projeto&tipo=livre');
    await resultCount();
    await waitFor(() => expect(coverEvents.filter(([kind]) => kind === 'end')).toHaveLength(20), {
      timeout: 60_000,
    });
    const started = coverEvents.filter(([kind]) => kind === 'start').map(([, code]) => code);
    expect(started).toHaveLength(20);
    expect([...started].sort()).toEqual([...pageCodes].sort());
    // Batch by batch: each leaves only after every cover of the ones before it was answered.
    for (let batch = 1; batch < 4; batch += 1) {
      const earlier = new Set(pageCodes.slice(0, batch * 5));
      const firstOfBatch = coverEvents.findIndex(
        ([kind, code]) => kind === 'start' && pageCodes.indexOf(code) >= batch * 5,
      );
      const answeredBefore = coverEvents
        .slice(0, firstOfBatch)
        .filter(([kind, code]) => kind === 'end' && earlier.has(code)).length;
      expect(answeredBefore).toBe(earlier.size);
    }
    let inFlight = 0;
    for (const [kind] of coverEvents) {
      inFlight += kind === 'start' ? 1 : -1;
      expect(inFlight).toBeLessThanOrEqual(5);
    }
  });

  it('a failed cover call shows the covers note and the default images; the list stays', async () => {
    mock.server.use(http.get('*/api/vinculos/imagem', serverError));
    await renderAt('/?termo=projeto&tipo=livre');
    await resultCount();
    expect(
      await screen.findByText('Erro ao buscar as capas.', {}, { timeout: 60_000 }),
    ).toBeTruthy();
    const list = screen.getAllByRole('list').find((element) => element.tagName === 'OL')!;
    await waitFor(
      () => expect(list.querySelectorAll('img[src^="data:image/"]').length).toBeGreaterThan(0),
      { timeout: 30_000 },
    );
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(20);
  });
});

describe('facets from GET /filtros', { timeout: 180_000 }, () => {
  it('a failure says so beside the results, and its retry brings the facets', async () => {
    const user = userEvent.setup();
    mock.server.use(http.get('*/api/filtros', serverError));
    await renderAt('/?termo=projeto&tipo=livre');
    await resultCount();
    expect(
      await screen.findByText('Erro ao buscar os filtros.', {}, { timeout: 60_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Tipo de obra' })).toBeNull();
    mock.server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByRole('group', { name: 'Tipo de obra' }, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(screen.queryByText('Erro ao buscar os filtros.')).toBeNull();
  });
});

describe('other titles, summaries, standards, waiting list', { timeout: 180_000 }, () => {
  it('shows each beside its record, and the standards in their own section', async () => {
    await renderAt('/?termo=projeto&tipo=livre');
    await resultCount();
    expect(
      (await screen.findAllByText('Outros títulos:', {}, { timeout: 30_000 })).length,
    ).toBeGreaterThan(0);
    const standards = await screen.findByRole(
      'region',
      { name: 'Normas técnicas' },
      { timeout: 30_000 },
    );
    expect(within(standards).getByRole('link', { name: /^ABNT NBR 15287:2011/ })).toHaveAttribute(
      'href',
      'https://normas.example.org/produto/ABNT%20NBR%2015287%3A2011',
    );
    // A title whose copies are all out offers the hold once, in its availability line; a visitor
    // signs in first and comes back to the hold panel.
    const holds = screen.getAllByRole('link', { name: /^Reservar "/ });
    expect(holds[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/login\?redirect=%2Facervo%2F\d+%2Freserva$/),
    );
    expect(screen.queryByText(/Entre na fila de espera/)).toBeNull();
  });

  it('a failed other-titles call warns with a retry; the records stay', async () => {
    mock.server.use(http.get('*/api/titulos-adicionais', serverError));
    await renderAt('/?termo=projeto&tipo=livre');
    await resultCount();
    expect(
      await screen.findByText(
        'Não foi possível buscar os outros títulos desta página.',
        {},
        { timeout: 60_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Outros títulos:')).toBeNull();
  });
});

describe('the route loader', { timeout: 180_000 }, () => {
  async function load(url: string, options?: { withCovers: boolean }) {
    const queryClient = createQueryClient();
    await queryClient.ensureQueryData(publicConfigQueries.searchGuides());
    loadResults(queryClient, `http://localhost${url}`, undefined, options);
    await backgroundPrefetches(queryClient);
    const covers = pageCodes.filter(
      (code) => queryClient.getQueryState(linkQueries.cover(code).queryKey)?.status === 'success',
    );
    const defaultImage = queryClient.getQueryData(publicConfigQueries.defaultImage().queryKey);
    const standards = queryClient.getQueryData(searchQueries.standardsProducts('projeto').queryKey);
    return { covers, defaultImage, standards };
  }

  it("a server's page of results comes with every cover and the default image", async () => {
    const loaded = await load('/?termo=projeto&tipo=livre', { withCovers: true });
    expect(pageCodes).toHaveLength(20);
    expect(loaded.covers).toEqual(pageCodes);
    expect(loaded.defaultImage).toBeDefined();
    expect(loaded.standards).toBeDefined();
  });

  it('in the browser the loader asks no cover: the list asks them in batches', async () => {
    const loaded = await load('/?termo=projeto&tipo=livre');
    expect(pageCodes).toHaveLength(20);
    expect(loaded.covers).toEqual([]);
    expect(coverEvents).toEqual([]);
    // The standards section's call leaves with the page's, not after the list has drawn.
    expect(loaded.standards).toBeDefined();
  });

  // Last in the file: its cover calls are still answered, late, after it ends.
  it("a cover service slower than the server's budget does not hold the page", async () => {
    mock.server.use(
      http.get('*/api/vinculos/imagem', async () => {
        await delay(5_000);
        return HttpResponse.json([]);
      }),
    );
    const started = performance.now();
    const loaded = await load('/?termo=projeto&tipo=livre', { withCovers: true });
    expect(performance.now() - started).toBeLessThan(SERVER_COVER_BUDGET_MS + 3_000);
    expect(pageCodes).toHaveLength(20);
    // Not answered in time: none is in the page's data; the browser asks them in batches.
    expect(loaded.covers).toEqual([]);
  });
});
