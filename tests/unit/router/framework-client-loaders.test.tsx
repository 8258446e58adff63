// @vitest-environment jsdom
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import {
  createMemoryRouter,
  RouterProvider,
  type ClientLoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockServer } from '../../../mocks/node';
import { configureApi } from '../../../src/api/client';
import { publicConfigQueries } from '../../../src/api/queries/public-config-queries';
import { memoryTokenStorage } from '../../../src/api/token-storage';
import { paths } from '../../../src/config/paths';
import { browserRouterContext } from '../../../src/app/framework/browser-context';
import * as root from '../../../src/app/framework/root';
import * as activity from '../../../src/app/framework/routes/activity';
import * as authority from '../../../src/app/framework/routes/authority';
import * as events from '../../../src/app/framework/routes/events';
import * as openingHours from '../../../src/app/framework/routes/opening-hours';
import * as title from '../../../src/app/framework/routes/title';
import { withRouteQueries } from '../../../src/app/framework/route-queries';
import type { HeadFacts } from '../../../src/app/server-render/record-head';
import { createQueryClient } from '../../../src/app/query-client';
import { initI18n } from '../../../src/lib/i18n/init-i18n';

/*
 * Framework mode's public route modules on a navigation in the browser: their `clientLoader`
 * runs the data router's loader over the browser's one query client (from the router's
 * context), asks the API only for what that cache lacks, and names the tab, the notice and the
 * head as the server's loader does, from the cache and the browser's translations. The server's
 * side of the modules (request-state.server.ts: API_URL, jsdom, the request's visit) is not
 * loaded here.
 */
vi.mock('../../../src/app/framework/request-state.server', () => ({
  failedPage: () => new Error('the server’s alone'),
  pageQueries: () => Promise.reject(new Error('the server’s alone')),
  requestStateMiddleware: () => undefined,
  startupQueries: () => undefined,
}));

const origin = 'https://catalogo.example';

let mock: Awaited<ReturnType<typeof createMockServer>>;
let calls: string[] = [];
let translations: i18n;
let queryClient: QueryClient;

beforeAll(async () => {
  translations = await initI18n('pt');
  mock = await createMockServer();
  mock.server.listen({ onUnhandledFrame: 'error' });
  mock.server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
}, 60_000);
afterAll(() => mock.server.close());
beforeEach(() => {
  calls = [];
  configureApi({ tokens: memoryTokenStorage(), language: () => 'pt-BR' });
  queryClient = createQueryClient({ reportError: () => {} });
  queryClient.setQueryData(publicConfigQueries.institution().queryKey, { sigla: 'UFX' } as never);
});

/** A navigation's arguments to a client loader, with the browser's context and no server. */
const navigation = (
  path: string,
  pattern: string,
  params: Record<string, string>,
): ClientLoaderFunctionArgs => ({
  request: new Request(new URL(path, origin)),
  url: new URL(path, origin),
  pattern,
  params,
  context: browserRouterContext(queryClient, translations)(),
  serverLoader: () => Promise.reject(new Error('a navigation never asks the server')),
});

const headOf = (data: unknown) => (data as { head?: HeadFacts }).head;

describe("framework mode's client loaders", { timeout: 30_000 }, () => {
  it('a title: the record from the API once, then from the cache; its tab and head', async () => {
    const marc = `${paths.title.pattern}/marc`;
    const first = await title.clientLoader(navigation('/acervo/7/marc', marc, { codAcervo: '7' }));
    expect(calls.filter((call) => call === 'GET /api/acervo/7')).toHaveLength(1);
    expect(calls).toContain('GET /api/acervo/7/marc');
    expect(first.titleTab).toBe('marc');
    expect(first.head).toMatchObject({
      title: 'Dom Casmurro · Catálogo on-line · UFX',
      canonical: `${origin}/acervo/7`,
      type: 'book',
    });
    expect(first.head?.citation).toContainEqual(['citation_title', 'Dom Casmurro']);
    expect('queries' in first).toBe(false);

    // Back on the title: what the cache holds is not asked again.
    calls = [];
    const again = await title.clientLoader(
      navigation('/acervo/7', paths.title.pattern, { codAcervo: '7' }),
    );
    expect(calls).not.toContain('GET /api/acervo/7');
    expect(again.titleTab).toBeUndefined();
    expect(again.head?.title).toBe('Dom Casmurro · Catálogo on-line · UFX');
  });

  it('a title the API does not know is no error: the page shows its own not-found', async () => {
    const unknown = await title.clientLoader(
      navigation('/acervo/99999999', paths.title.pattern, { codAcervo: '99999999' }),
    );
    expect(calls).toContain('GET /api/acervo/99999999');
    // The catalogue's head, not a record's.
    expect(unknown.head).toEqual({
      title: 'Catálogo on-line · UFX',
      canonical: `${origin}/acervo/99999999`,
      type: 'website',
    });
    const notACode = await title.clientLoader(
      navigation('/acervo/abc', paths.title.pattern, { codAcervo: 'abc' }),
    );
    expect(notACode.head).toBeUndefined();
  });

  it('an authority and its MARC view: the record once, the tab and the head', async () => {
    const record = await authority.clientLoader(
      navigation('/autoridade/1', paths.authority.pattern, { codAutoridade: '1' }),
    );
    expect(record.titleTab).toBeUndefined();
    expect(record.head?.title).toBe('Assis, Machado de, 1839-1908 · Catálogo on-line · UFX');
    expect(record.head?.type).toBe('profile');
    calls = [];
    const marc = await authority.clientLoader(
      navigation('/autoridade/1/marc?lng=en', paths.authorityMarc.pattern, {
        codAutoridade: '1',
      }),
    );
    expect(calls).not.toContain('GET /api/autoridade/1');
    expect(marc.titleTab).toBe('marc');
    // The canonical address drops the language, as the server's does.
    expect(marc.head?.canonical).toBe(`${origin}/autoridade/1/marc`);
  });

  it('an activity and its notice alone: the route says which, the cache answers the second', async () => {
    const page = await activity.clientLoader(
      navigation('/atividades/8', paths.activity.pattern, { id: '8' }),
    );
    expect(page).toEqual({ noticeOnly: false });
    expect(calls).toContain('GET /api/parametros/atividade/8');
    expect(calls).toContain('GET /api/parametros/atividade/8/informativo');
    calls = [];
    const notice = await activity.clientLoader(
      navigation('/atividades/8/informativo', paths.activityNotice.pattern, { id: '8' }),
    );
    expect(notice).toEqual({ noticeOnly: true });
    expect(calls.filter((call) => call.startsWith('GET /api/parametros/atividade'))).toEqual([]);
  });

  it('the opening hours of the campus in the address, and the events, asked once', async () => {
    expect(
      await openingHours.clientLoader(
        navigation('/horarios?campus=2', paths.openingHours.pattern, {}),
      ),
    ).toBeNull();
    expect(calls).toContain('GET /api/campus');
    expect(calls).toContain('GET /api/parametros/atendimento/2');
    expect(await events.clientLoader(navigation('/eventos', paths.events.pattern, {}))).toBeNull();
    expect(calls).toContain('GET /api/parametros/eventos_eventum');
    calls = [];
    await openingHours.clientLoader(
      navigation('/horarios?campus=2', paths.openingHours.pattern, {}),
    );
    await events.clientLoader(navigation('/eventos', paths.events.pattern, {}));
    expect(calls).toEqual([]);
  });

  it("the root words the catalogue's head for every address, with no request", () => {
    calls = [];
    const data = root.clientLoader(navigation('/horarios?campus=2&lng=es', '/', {}));
    expect(headOf(data)).toEqual({
      title: 'Catálogo on-line · UFX',
      canonical: `${origin}/horarios?campus=2`,
      type: 'website',
    });
    expect(calls).toEqual([]);
    const revalidates = (from: string, to: string) =>
      root.shouldRevalidate({
        currentUrl: new URL(from, origin),
        nextUrl: new URL(to, origin),
        defaultShouldRevalidate: false,
      } as ShouldRevalidateFunctionArgs);
    // React Router's default leaves the root alone when only the path changes: its head would not.
    expect(revalidates('/acervo/7', '/eventos')).toBe(true);
    expect(revalidates('/acervo/7', '/acervo/7')).toBe(false);
  });

  it("a page renders from a navigation's loader data, which carries no answers", async () => {
    const Page = withRouteQueries(() => <h1>Eventos</h1>);
    const router = createMemoryRouter([
      { path: '/', loader: () => null, Component: Page, HydrateFallback: () => null },
    ]);
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Eventos' })).toBeInTheDocument();
  });
});
