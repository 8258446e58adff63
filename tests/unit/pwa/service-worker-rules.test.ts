import { RegExpRoute } from 'workbox-routing/RegExpRoute.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isCachedNavigation,
  isCoverImage,
  languageKeyPlugin,
  offlinePageCopy,
  offlinePagePath,
  offlineRedirectPlugin,
  publicApiReadPattern,
  uncachedPagePrefixes,
} from '../../../src/app/pwa/service-worker-rules';

// The rules as Workbox runs them in sw.js: RegExpRoute matches `url.href`, and for another
// origin only a match from its first character; a runtime route answers GET only.
const origin = window.location.origin;
const apiRoute = (apiBase = '/api') =>
  new RegExpRoute(publicApiReadPattern(apiBase), () => {
    throw new Error('not called');
  });
const cachedRead = (address: string, method = 'GET', apiBase = '/api') => {
  const route = apiRoute(apiBase);
  const url = new URL(address, origin);
  const request = new Request(url, { method });
  return (
    route.method === method &&
    Boolean(route.match({ url, request, sameOrigin: url.origin === origin, event: {} as never }))
  );
};

describe('public API reads (stale-while-revalidate)', () => {
  it('keeps a title record, its public tabs and the institution settings', () => {
    expect(cachedRead('/api/acervo/123')).toBe(true);
    expect(cachedRead('/api/acervo/123/marc')).toBe(true);
    expect(cachedRead('/api/parametros/instituicao')).toBe(true);
    expect(cachedRead('/api/parametros/guias-pesquisa?tipo=1')).toBe(true);
  });

  it('never keeps the token calls, the server session endpoint or a write', () => {
    expect(cachedRead('/api/oauth/token')).toBe(false);
    expect(cachedRead('/api/oauth/token', 'POST')).toBe(false);
    expect(cachedRead('/auth/token', 'POST')).toBe(false);
    expect(cachedRead('/auth/session')).toBe(false);
    expect(cachedRead('/api/acervo/123', 'POST')).toBe(false);
    expect(cachedRead('/api/parametros/instituicao', 'PUT')).toBe(false);
  });

  it("never keeps the patron's own calls nor per-patron settings", () => {
    expect(cachedRead('/api/emprestimo/titulos-pendentes')).toBe(false);
    expect(cachedRead('/api/pessoas/meu-portal/dados-pessoais')).toBe(false);
    expect(cachedRead('/api/acervo/meu-portal/bases-dados')).toBe(false);
    expect(cachedRead('/api/acervo/123/permissoes')).toBe(false);
    expect(cachedRead('/api/parametros/funcionalidades')).toBe(false);
  });

  it("keeps another origin's /api/ only when it is the configured API", () => {
    expect(cachedRead('https://elsewhere.example/api/acervo/1')).toBe(false);
    const api = 'https://api.library.example/api';
    expect(cachedRead(`${api}/acervo/1`, 'GET', api)).toBe(true);
    expect(cachedRead('https://evil.example/api/acervo/1', 'GET', api)).toBe(false);
  });

  it('keys an answer by the language the request names', async () => {
    const key = (idioma: string) =>
      languageKeyPlugin.cacheKeyWillBeUsed({
        request: new Request(`${origin}/api/parametros/instituicao`, { headers: { idioma } }),
      });
    expect(await key('1')).not.toBe(await key('5'));
  });
});

describe('page navigations (network first, kept for offline)', () => {
  const navigation = (path: string, method = 'GET') => {
    const url = new URL(path, origin);
    // jsdom's Request cannot be made with mode 'navigate'; the matcher reads only these.
    return isCachedNavigation({ url, request: { mode: 'navigate', method } as Request });
  };

  it('keeps public pages and the personal area start-up screen', () => {
    expect(navigation('/')).toBe(true);
    expect(navigation('/acervo/42')).toBe(true);
    expect(navigation('/meu-portal/emprestimos')).toBe(true);
  });

  it('never keeps sign-in answers, sign-out or the server endpoints', () => {
    for (const prefix of uncachedPagePrefixes) expect(navigation(`${prefix}x`)).toBe(false);
    expect(navigation('/oauth-response?code=one-time')).toBe(false);
    expect(navigation('/auth')).toBe(false);
    expect(navigation('/', 'POST')).toBe(false);
  });

  it('leaves requests that are not navigations to the other routes', () => {
    const url = new URL('/', origin);
    expect(isCachedNavigation({ url, request: { mode: 'cors', method: 'GET' } as Request })).toBe(
      false,
    );
  });
});

describe('covers (cache first)', () => {
  const cover = (address: string, method = 'GET') =>
    isCoverImage({ url: new URL(address, origin), request: { method } as Request });

  it('keeps the covers this origin serves', () => {
    expect(cover('/covers/7.svg')).toBe(true);
  });

  it('leaves other hosts’ covers, other images and anything but a read alone', () => {
    expect(cover('https://covers.example.org/covers/7.jpg')).toBe(false);
    expect(cover('/logo.svg')).toBe(false);
    expect(cover('/covers/7.svg', 'POST')).toBe(false);
  });
});

describe("framework mode's answer to a page with no copy, offline", () => {
  afterEach(() => vi.unstubAllGlobals());
  const answer = (address: string) =>
    offlineRedirectPlugin.handlerDidError({ request: new Request(new URL(address, origin)) });

  it('sends a page never loaded to the offline page, the address asked for in its fragment', async () => {
    const response = await answer('/acervo/42/marc?lng=en');
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe(
      `${origin}${offlinePagePath}#/acervo/42/marc?lng=en`,
    );
  });

  it('answers the offline page with its precached copy, whatever the request varied on', async () => {
    const copy = new Response('the offline page');
    const match = vi.fn(() => Promise.resolve(copy));
    vi.stubGlobal('caches', { match });
    expect(await answer(`${offlinePagePath}`)).toBe(copy);
    expect(match).toHaveBeenCalledWith(`${origin}${offlinePagePath}`, {
      ignoreSearch: true,
      ignoreVary: true,
    });
  });

  it('writes out the offline page’s address (sw.js gets the plugin as text)', () => {
    expect(offlineRedirectPlugin.handlerDidError.toString()).toMatch(
      new RegExp(`new URL\\(["']${offlinePagePath}["']`),
    );
    // The copy's own address: a query no navigation carries, at the same path.
    expect(new URL(offlinePageCopy, origin).pathname).toBe(offlinePagePath);
    expect(new URL(offlinePageCopy, origin).search).not.toBe('');
  });

  it('keeps the offline page’s own navigations in the pages cache like any page', () => {
    const url = new URL(offlinePagePath, origin);
    expect(
      isCachedNavigation({ url, request: { mode: 'navigate', method: 'GET' } as Request }),
    ).toBe(true);
  });
});
