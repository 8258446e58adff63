import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mocks/node';
import { configureApi } from '../../../src/api/client';
import { runStartup, type StartupStep } from '../../../src/app/startup/run-startup';
import { authTokenStorage } from '../../../src/stores/auth-token-storage';
import { configureApi as setLanguage } from '../../../src/api/client';
import { publicCredentialsActions } from '../../../src/stores/public-credentials-store';
import { publicConfigQueries } from '../../../src/api/queries/public-config-queries';

let mock: Awaited<ReturnType<typeof createMockServer>>;
let calls: string[] = [];

// Seeding the mock takes seconds on a busy machine: more than the default hook timeout.
beforeAll(async () => {
  mock = await createMockServer();
  mock.server.listen({ onUnhandledFrame: 'error' });
  mock.server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
}, 60_000);
afterAll(() => mock.server.close());
afterEach(() => mock.server.resetHandlers());

/** A fresh page load in a fresh browser: nothing stored, nothing loaded. */
beforeEach(() => {
  calls = [];
  localStorage.clear();
  sessionStorage.clear();
  publicCredentialsActions.cleared();
  configureApi({ tokens: authTokenStorage(), language: () => 'pt' });
});

/** A reload of the page: memory is gone, what the stores and the query persister kept stays. */
function reload(): QueryClient {
  calls = [];
  return new QueryClient();
}

/** What start-up has loaded, as the query cache (and the token store) say. */
function loaded(queryClient: QueryClient) {
  const has = (queryKey: readonly unknown[]) =>
    queryClient.getQueryState(queryKey)?.status === 'success';
  return {
    credenciaisPublicas: publicCredentialsToken() !== null,
    funcionalidades: has(publicConfigQueries.functionalities().queryKey),
    instituicao: has(publicConfigQueries.institution().queryKey),
    guiasPesquisa: has(publicConfigQueries.searchGuides().queryKey),
  };
}
const publicCredentialsToken = () => authTokenStorage().getPublicCredentials();

const fullSequence = [
  'POST /api/oauth/token',
  'GET /api/parametros/funcionalidades',
  'GET /api/parametros/instituicao',
  'GET /api/parametros/guias-pesquisa',
];

describe('start-up (spec section 4)', () => {
  it('on a first visit loads everything in order and records it in the query cache', async () => {
    const steps: StartupStep[] = [];
    const queryClient = new QueryClient();
    await runStartup(queryClient, (step) => steps.push(step), { language: 'pt' });
    expect(calls).toEqual(fullSequence);
    expect(steps).toEqual(['publicCredentials', 'functionalities', 'institution', 'searchGuides']);
    expect(loaded(queryClient)).toEqual({
      credenciaisPublicas: true,
      funcionalidades: true,
      instituicao: true,
      guiasPesquisa: true,
    });
    const data = (queryKey: readonly unknown[]) => queryClient.getQueryData<unknown[]>(queryKey);
    expect(data(publicConfigQueries.functionalities().queryKey)?.length).toBeGreaterThan(0);
    expect(data(publicConfigQueries.searchGuides().queryKey)?.length).toBeGreaterThan(0);
    // The translated answers are kept under their language (idioma 1: Portuguese).
    expect(publicConfigQueries.searchGuides().queryKey).toContainEqual({ idioma: 1 });
  });

  it('once the token is there, the three reads leave together instead of one after another', async () => {
    let guidesAsked: () => void = () => {};
    const guidesRequested = new Promise<void>((resolve) => (guidesAsked = resolve));
    const onRequest = ({ request }: { request: Request }) => {
      if (request.url.includes('/parametros/guias-pesquisa')) guidesAsked();
    };
    mock.server.events.on('request:start', onRequest);
    // The functionalities answer only once the guides were asked for: one after another, the
    // guides would never be asked and start-up would hang.
    mock.server.use(
      http.get('*/api/parametros/funcionalidades', async () => {
        await guidesRequested;
        return HttpResponse.json([]);
      }),
    );
    const steps: StartupStep[] = [];
    const queryClient = new QueryClient();
    await runStartup(queryClient, (step) => steps.push(step), { language: 'pt' });
    mock.server.events.removeListener('request:start', onRequest);
    expect(steps).toEqual(['publicCredentials', 'functionalities', 'institution', 'searchGuides']);
    expect(Object.values(loaded(queryClient)).every(Boolean)).toBe(true);
  });

  it('after a reload reuses the tab’s public token and the stored search guides', async () => {
    const first = new QueryClient();
    await runStartup(first, undefined, { language: 'pt' });
    const guides = first.getQueryData(publicConfigQueries.searchGuides().queryKey);

    const queryClient = reload();
    await runStartup(queryClient, undefined, { language: 'pt' });
    expect(calls).toEqual([
      'GET /api/parametros/funcionalidades',
      'GET /api/parametros/instituicao',
    ]);
    // Screens reading the guides through the query get the stored ones without a request.
    expect(queryClient.getQueryData(publicConfigQueries.searchGuides().queryKey)).toEqual(guides);
    expect(Object.values(loaded(queryClient)).every(Boolean)).toBe(true);
  });

  it('fetches the guides again when the stored ones are in another language', async () => {
    await runStartup(new QueryClient(), undefined, { language: 'pt' });
    setLanguage({ language: () => 'en' });
    const queryClient = reload();
    await runStartup(queryClient, undefined, { language: 'en' });
    expect(calls).toContain('GET /api/parametros/guias-pesquisa');
    expect(publicConfigQueries.searchGuides().queryKey).toContainEqual({ idioma: 5 });
    expect(loaded(queryClient).guiasPesquisa).toBe(true);
  });

  it('a new browser session asks for a new public token', async () => {
    await runStartup(new QueryClient(), undefined, { language: 'pt' });
    sessionStorage.clear();
    publicCredentialsActions.cleared();
    await runStartup(reload(), undefined, { language: 'pt' });
    expect(calls[0]).toBe('POST /api/oauth/token');
  });

  it('marks a failure and a retry resumes at the failed step', async () => {
    mock.server.use(
      http.get('*/api/parametros/instituicao', () =>
        HttpResponse.json({ message: 'Erro interno' }, { status: 500 }),
      ),
    );
    const queryClient = new QueryClient();
    await expect(runStartup(queryClient, undefined, { language: 'pt' })).rejects.toMatchObject({
      status: 500,
    });
    expect(loaded(queryClient)).toMatchObject({
      credenciaisPublicas: true,
      funcionalidades: true,
      instituicao: false,
    });

    // The guides arrived alongside the failed read: the retry asks only for what failed.
    mock.server.resetHandlers();
    calls = [];
    await runStartup(queryClient, undefined, { language: 'pt' });
    expect(calls).toEqual(['GET /api/parametros/instituicao']);
    expect(Object.values(loaded(queryClient)).every(Boolean)).toBe(true);
  });
});
