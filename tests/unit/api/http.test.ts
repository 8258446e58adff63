// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, configureApi } from '../../../src/api/client';
import { ApiError, NetworkError } from '../../../src/api/errors';
import { sessionEndpointHeader, sessionEndpointMeta } from '../../../src/api/session-shape';
import { memoryTokenStorage } from '../../../src/api/token-storage';
import { describeError } from '../../../src/lib/errors/describe-error';
import { initI18n } from '../../../src/lib/i18n/init-i18n';
import { createFakeTokenServer } from './fake-token-server';

let fake = createFakeTokenServer();
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  fake = createFakeTokenServer();
  server.use(...fake.handlers);
});

const getTitle = (id: number) =>
  apiRequest<{ cod_acervo: number }>({ url: `/acervo/${id}`, method: 'GET' });

function signedIn(onSessionExpired = vi.fn()) {
  fake.validToken('patron-access-0');
  const tokens = memoryTokenStorage(
    { patron: { access_token: 'patron-access-0', refresh_token: 'patron-refresh-0' } },
    onSessionExpired,
  );
  configureApi({ tokens, language: () => 'pt' });
  return tokens;
}

describe('language header', () => {
  it.each([
    ['pt-BR', '1'],
    ['es', '3'],
    ['en', '5'],
    ['fr', '1'],
  ])('sends idioma for %s as %s', async (language, code) => {
    configureApi({ tokens: memoryTokenStorage(), language: () => language });
    await getTitle(1);
    expect(fake.seen.at(-1)?.language).toBe(code);
  });
});

describe('token choice', () => {
  it('fetches public client credentials once and uses them when nobody is signed in', async () => {
    const tokens = memoryTokenStorage();
    configureApi({ tokens, language: () => 'pt' });
    await Promise.all([getTitle(1), getTitle(2), getTitle(3)]);
    expect(fake.grants.client_credentials).toBe(1);
    expect(tokens.getPublicCredentials()?.access_token).toBe('public-access-1');
    expect(fake.seen.map((s) => s.authorization)).toEqual(Array(3).fill('Bearer public-access-1'));
  });

  it('uses the patron token when a patron is signed in', async () => {
    signedIn();
    await getTitle(7);
    expect(fake.grants.client_credentials).toBe(0);
    expect(fake.seen[0]?.authorization).toBe('Bearer patron-access-0');
  });
});

describe('refresh on 401', () => {
  it('replaces an expired public token with new client credentials and retries', async () => {
    const tokens = memoryTokenStorage({ public: { access_token: 'public-stale' } });
    configureApi({ tokens, language: () => 'pt' });
    await expect(getTitle(5)).resolves.toMatchObject({ cod_acervo: 5 });
    expect(fake.grants.client_credentials).toBe(1);
    expect(fake.grants.refresh_token).toBe(0);
    expect(tokens.getPublicCredentials()?.access_token).toBe('public-access-1');
  });

  it('refreshes a patron token with the refresh_token grant and keeps the new pair', async () => {
    const tokens = signedIn();
    fake.expireAll();
    await expect(getTitle(5)).resolves.toMatchObject({ cod_acervo: 5 });
    expect(fake.grants.refresh_token).toBe(1);
    expect(tokens.getPatronCredentials()).toMatchObject({
      access_token: 'patron-access-1',
      refresh_token: 'patron-refresh-1',
    });
  });

  it('50 concurrent requests answered 401 lead to exactly 1 refresh and 50 successful retries', async () => {
    signedIn();
    fake.expireAll();
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => getTitle(i + 1)));
    expect(fake.grants.refresh_token).toBe(1);
    expect(results.map((r) => r.cod_acervo)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const retries = fake.seen.filter((s) => s.authorization === 'Bearer patron-access-1');
    expect(retries).toHaveLength(50);
  });

  it('a 401 that arrives after the refresh finished retries with the new token, no second refresh', async () => {
    signedIn();
    fake.expireAll();
    let releaseLate: () => void = () => {};
    const lateAnswer = new Promise<void>((resolve) => {
      releaseLate = resolve;
    });
    server.use(
      http.get(
        '/api/acervo/999',
        async ({ request }) => {
          await lateAnswer;
          expect(request.headers.get('Authorization')).toBe('Bearer patron-access-0');
          return HttpResponse.json({ message: 'Token expirado', status: 401 }, { status: 401 });
        },
        { once: true },
      ),
    );
    const late = getTitle(999);
    await getTitle(1);
    releaseLate();
    await expect(late).resolves.toMatchObject({ cod_acervo: 999 });
    expect(fake.grants.refresh_token).toBe(1);
  });

  it('a failed refresh reports the expired session once and clears the patron', async () => {
    const onSessionExpired = vi.fn();
    const tokens = signedIn(onSessionExpired);
    fake.expireAll();
    fake.refuseRefresh();
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => getTitle(i + 1)));
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(tokens.getPatronCredentials()).toBeNull();
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
      expect(((result as PromiseRejectedResult).reason as ApiError).status).toBe(401);
    }
  });
});

describe('errors', () => {
  it('turns a non-2xx answer into an ApiError with status, message and key', async () => {
    configureApi({ tokens: memoryTokenStorage(), language: () => 'pt' });
    server.use(
      http.get('/api/acervo/404', () =>
        HttpResponse.json(
          { message: 'Registro não encontrado', key: 'NAO_ENCONTRADO', status: 404 },
          { status: 404 },
        ),
      ),
    );
    const error = await getTitle(404).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      message: 'Registro não encontrado',
      key: 'NAO_ENCONTRADO',
    });
  });

  it('turns a request that gets no answer into a NetworkError', async () => {
    configureApi({
      tokens: memoryTokenStorage({ public: { access_token: 'public-x' } }),
      language: () => 'pt',
    });
    server.use(http.get('/api/acervo/500', () => HttpResponse.error()));
    await expect(getTitle(500)).rejects.toBeInstanceOf(NetworkError);
  });
});

// Issue 17, "Refresh semantics": only a refused refresh grant (400/401) ends the session; a
// refresh that got no answer or a 5xx keeps it, and the requests waiting on it fail as "server
// not reached", which the screens offer to retry.

const en = (await initI18n('en')).getFixedT('en', 'errors');

const signedInPair = { access_token: 'patron-access-0', refresh_token: 'patron-refresh-0' };

/** A signed-in patron whose access token the server no longer takes, so the next call refreshes. */
function expiredPatron() {
  const onSessionExpired = vi.fn();
  fake.validToken(signedInPair.access_token);
  const tokens = memoryTokenStorage({ patron: signedInPair }, onSessionExpired);
  configureApi({ tokens, language: () => 'en' });
  fake.expireAll();
  return { tokens, onSessionExpired };
}

const rejections = async (calls: Promise<unknown>[]) =>
  (await Promise.allSettled(calls)).map((result) =>
    result.status === 'rejected' ? (result.reason as unknown) : 'fulfilled',
  );

describe('a refresh that could not be done keeps the session', () => {
  it.each([
    ['gets no answer', 'network' as const],
    ['is answered 503', 503],
    ['is answered 502', 502],
  ])('when the refresh grant %s', async (_, failure) => {
    const { tokens, onSessionExpired } = expiredPatron();
    fake.failNextRefresh(failure);

    const errors = await rejections(Array.from({ length: 5 }, (_, i) => getTitle(i + 1)));

    expect(fake.grants.refresh_token).toBe(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(tokens.getPatronCredentials()).toEqual(signedInPair);
    for (const error of errors) {
      expect(error).toBeInstanceOf(NetworkError);
      expect(describeError(error, en)).toEqual({
        tone: 'warning',
        message: 'The server could not be reached. Please try again later.',
      });
    }
  });

  it('the next request after the blip refreshes again and succeeds', async () => {
    const { tokens, onSessionExpired } = expiredPatron();
    fake.failNextRefresh('network');
    await expect(getTitle(1)).rejects.toBeInstanceOf(NetworkError);

    await expect(getTitle(2)).resolves.toMatchObject({ cod_acervo: 2 });

    expect(fake.grants.refresh_token).toBe(2);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(tokens.getPatronCredentials()).toMatchObject({
      access_token: 'patron-access-1',
      refresh_token: 'patron-refresh-1',
    });
  });

  it('a blip followed by a refusal still signs out', async () => {
    const { tokens, onSessionExpired } = expiredPatron();
    fake.failNextRefresh(503);
    await expect(getTitle(1)).rejects.toBeInstanceOf(NetworkError);
    fake.failNextRefresh(400);

    const error = await getTitle(2).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(tokens.getPatronCredentials()).toBeNull();
  });
});

describe('a refused refresh ends the session, as before', () => {
  it.each([400, 401])('when the refresh grant is answered %i', async (status) => {
    const { tokens, onSessionExpired } = expiredPatron();
    fake.failNextRefresh(status);

    const errors = await rejections(Array.from({ length: 5 }, (_, i) => getTitle(i + 1)));

    expect(fake.grants.refresh_token).toBe(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(tokens.getPatronCredentials()).toBeNull();
    for (const error of errors) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(401);
    }
  });
});

describe('server shape: the refresh token is the server’s cookie', () => {
  const meta = document.createElement('meta');
  beforeEach(() => {
    meta.name = sessionEndpointMeta;
    meta.content = '/auth';
    document.head.append(meta);
  });
  afterEach(() => {
    meta.remove();
    configureApi({});
  });

  function heldSignIn(refusal?: number) {
    let calls = 0;
    server.use(
      http.post('*/auth/refresh', ({ request }) => {
        calls += 1;
        // The endpoint refuses calls without the header another origin cannot add.
        expect(request.headers.get(sessionEndpointHeader)).toBe('1');
        expect(request.headers.get('Authorization')).toBeNull();
        if (refusal)
          return HttpResponse.json(
            { message: 'Sessão expirada', key: 'SESSAO_EXPIRADA' },
            { status: refusal },
          );
        const access_token = `held-access-${calls}`;
        fake.validToken(access_token);
        return HttpResponse.json({ access_token, token_type: 'bearer', expires_in: 300 });
      }),
    );
    fake.validToken('held-access-0');
    const onSessionExpired = vi.fn();
    // No refresh token in the page: only the access token, in memory.
    const tokens = memoryTokenStorage(
      { patron: { access_token: 'held-access-0' } },
      onSessionExpired,
    );
    configureApi({ tokens, language: () => 'pt' });
    return { tokens, onSessionExpired, calls: () => calls };
  }

  it('50 concurrent 401s make one call to the token endpoint, none to the API’s grant', async () => {
    const held = heldSignIn();
    fake.expireAll();
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => getTitle(i + 1)));
    expect(results).toHaveLength(50);
    expect(held.calls()).toBe(1);
    expect(fake.grants.refresh_token).toBe(0);
    expect(held.tokens.getPatronCredentials()).toEqual({ access_token: 'held-access-1' });
    expect(fake.seen.filter((s) => s.authorization === 'Bearer held-access-1')).toHaveLength(50);
  });

  it('a refusal from the endpoint ends the session once', async () => {
    const held = heldSignIn(401);
    fake.expireAll();
    await Promise.allSettled(Array.from({ length: 5 }, (_, i) => getTitle(i + 1)));
    expect(held.calls()).toBe(1);
    expect(held.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(held.tokens.getPatronCredentials()).toBeNull();
  });
});
