// @vitest-environment jsdom
import { createMemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockServer } from '../../../mocks/node';
import { configureApi } from '../../../src/api/client';
import { publicConfigQueries } from '../../../src/api/queries/public-config-queries';
import { memoryTokenStorage } from '../../../src/api/token-storage';
import { createQueryClient } from '../../../src/app/query-client';
import { createAppRoutes } from '../../../src/app/router/app-routes';
import { prefetchRouteData } from '../../../src/app/startup/preload-route';
import { basketActions } from '../../../src/stores/basket-store';

/*
 * The title and basket pages' code arrives only when the test says so: while it is held, the
 * page cannot have asked for anything, so a request for a record can only come from the route's
 * loader.
 */
let releaseTitleCode!: () => void;
const titleCode = new Promise<void>((resolve) => (releaseTitleCode = resolve));
vi.mock('../../../src/app/title/title-route', async () => {
  await titleCode;
  return { TitleRoute: () => null };
});
let releaseBasketCode!: () => void;
const basketCode = new Promise<void>((resolve) => (releaseBasketCode = resolve));
vi.mock('../../../src/features/basket/routes/basket-page', async () => {
  await basketCode;
  return { BasketPage: () => null };
});

let mock: Awaited<ReturnType<typeof createMockServer>>;
let calls: string[] = [];

beforeAll(async () => {
  mock = await createMockServer();
  mock.server.listen({ onUnhandledFrame: 'error' });
  mock.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
  });
}, 60_000);
afterAll(() => mock.server.close());
beforeEach(() => {
  calls = [];
  configureApi({ tokens: memoryTokenStorage(), language: () => 'pt-BR' });
});
// Each held page's code is released by its own test (and here, whatever happened): released in
// an afterEach, it would have arrived before a later test could prove the loader ran first.
afterEach(() => basketActions.cleared());
afterAll(() => {
  releaseTitleCode();
  releaseBasketCode();
});

const sawCall = (pattern: RegExp) =>
  vi.waitFor(() => expect(calls.some((call) => pattern.test(call))).toBe(true), {
    timeout: 10_000,
  });

describe('route loaders: data and code download together', { timeout: 30_000 }, () => {
  it("the title page's record is requested while the page's code is still downloading", async () => {
    const queryClient = createQueryClient({ reportError: () => {} });
    let codeArrived = false;
    void titleCode.then(() => (codeArrived = true));
    createMemoryRouter(createAppRoutes(queryClient), { initialEntries: ['/acervo/7'] });
    await sawCall(/^GET \/api\/acervo\/7$/);
    expect(codeArrived).toBe(false);
    releaseTitleCode();
  });

  it('the basket requests the records of titles kept without details while its code downloads', async () => {
    const queryClient = createQueryClient({ reportError: () => {} });
    // One title kept with its details (added from a result list), one with its code alone.
    basketActions.addedMany([{ cod_acervo: 7, titulo: 'Dom Casmurro' }, { cod_acervo: 8 }]);
    let codeArrived = false;
    void basketCode.then(() => (codeArrived = true));
    createMemoryRouter(createAppRoutes(queryClient), { initialEntries: ['/cesta'] });
    await sawCall(/^GET \/api\/acervo\/8$/);
    expect(codeArrived).toBe(false);
    expect(calls).not.toContain('GET /api/acervo/7');
    releaseBasketCode();
  });

  it('a results address requests its page of results from the loader, before any results code runs', async () => {
    const queryClient = createQueryClient({ reportError: () => {} });
    // Start-up has put the search guides in the cache before the router starts.
    await queryClient.fetchQuery(publicConfigQueries.searchGuides());
    calls = [];
    // The router alone: nothing is rendered, so the results list never runs.
    createMemoryRouter(createAppRoutes(queryClient), {
      initialEntries: ['/?termo=casmurro&pagina=2'],
    });
    await sawCall(/^GET \/api\/consulta\?.*termo=casmurro.*page=2/);
  });

  it('the opening hours ask for the hours of the campus the page will show', async () => {
    const queryClient = createQueryClient({ reportError: () => {} });
    // No campus in the address: the page shows the list's first one, so its hours are asked for.
    const router = createMemoryRouter(createAppRoutes(queryClient), {
      initialEntries: ['/horarios'],
    });
    await sawCall(/^GET \/api\/campus/);
    await sawCall(/^GET \/api\/parametros\/atendimento\/1$/);
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    calls = [];
    await router.navigate('/horarios?campus=3');
    expect(calls).toContain('GET /api/parametros/atendimento/3');
    expect(calls.filter((call) => call.includes('/atendimento/') && !call.endsWith('/3'))).toEqual(
      [],
    );
  });

  it('a bare home page or a guide that searches no records requests no results', async () => {
    const queryClient = createQueryClient({ reportError: () => {} });
    await queryClient.fetchQuery(publicConfigQueries.searchGuides());
    calls = [];
    const router = createMemoryRouter(createAppRoutes(queryClient), { initialEntries: ['/'] });
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    await router.navigate('/?termo=');
    expect(calls.filter((call) => call.includes('/api/consulta'))).toEqual([]);
  });
});

describe(
  "start-up requests the page's public data before the router exists",
  { timeout: 30_000 },
  () => {
    /** A start-up the test finishes (or fails) itself. */
    function heldStartup() {
      let finish!: () => void;
      let fail!: () => void;
      const startup = new Promise<void>((resolve, reject) => {
        finish = resolve;
        fail = () => reject(new Error('start-up failed'));
      });
      return { startup, finish, fail };
    }

    it("a title's record leaves once start-up is done, and the page's query finds it", async () => {
      const queryClient = createQueryClient({ reportError: () => {} });
      const { startup, finish } = heldStartup();
      const prefetched = prefetchRouteData(
        queryClient,
        startup,
        'http://localhost/acervo/7/exemplares',
      );
      await Promise.resolve();
      expect(calls.filter((call) => call.includes('/api/acervo/7'))).toEqual([]);
      finish();
      await prefetched;
      // The record and the open tab's copies, as the router's loader asks for them.
      expect(calls).toContain('GET /api/acervo/7');
      expect(calls).toContain('GET /api/acervo/7/exemplares');
      const { titleQueries } = await import('../../../src/features/title/api/title-queries');
      expect(queryClient.getQueryData(titleQueries.detail(7).queryKey)).toMatchObject({
        titulo: expect.stringContaining('Dom Casmurro') as unknown,
      });
    });

    it('a results address asks for its page of results with the guides start-up fetched', async () => {
      const queryClient = createQueryClient({ reportError: () => {} });
      const { startup, finish } = heldStartup();
      void prefetchRouteData(queryClient, startup, 'http://localhost/?termo=casmurro');
      await queryClient.fetchQuery(publicConfigQueries.searchGuides());
      finish();
      await sawCall(/^GET \/api\/consulta\?.*termo=casmurro/);
    });

    it("the personal area's loaders are never run, nor any after a failed start-up", async () => {
      const queryClient = createQueryClient({ reportError: () => {} });
      const signedIn = heldStartup();
      signedIn.finish();
      await prefetchRouteData(
        queryClient,
        signedIn.startup,
        'http://localhost/meu-portal/emprestimos',
      );
      const failed = heldStartup();
      failed.fail();
      await prefetchRouteData(queryClient, failed.startup, 'http://localhost/acervo/7');
      expect(calls).toEqual([]);
    });
  },
);
