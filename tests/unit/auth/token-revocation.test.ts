// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { delay, http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDb } from '../../../mocks/db';
import { createMockServer } from '../../../mocks/node';
import { configureApi, requestToken } from '../../../src/api/client';
import type { Institution } from '../../../src/api/generated/model';
import { publicConfigQueries } from '../../../src/api/queries/public-config-queries';
import type { Credentials } from '../../../src/api/token-storage';
import { createQueryClient } from '../../../src/app/query-client';
import { logoutLoader } from '../../../src/app/logout/logout-route';
import { REVOKE_TIMEOUT_MS } from '../../../src/features/auth/api/logout';
import { swapUser } from '../../../src/features/auth/api/user-swap-requests';
import {
  activeAuthKind,
  authActions,
  authStoreOf,
  useRememberedAuthStore,
  useSessionAuthStore,
  type AuthKind,
} from '../../../src/stores/auth-store';
import { storeBackedTokens } from '../support/store-backed-tokens';

// Issue 17: logout and the user swap revoke the patron's tokens on the server
// (`POST /oauth/revoke`) before the browser forgets them, and never hang on it.

const institution: Institution = {
  codEmpresa: 1,
  sigla: 'UFX',
  usaOIDC: false,
  usaSAML: false,
  modo_autenticacao: 2,
  modo_criptografia: 4,
  parametros: { url_web: 'https://biblioteca.ufx.example.org', aquisicao: true },
};

interface RevokeCall {
  form: Record<string, string>;
  /** The store's tokens when the request went out. */
  stored: Credentials | null;
}

let mock: Awaited<ReturnType<typeof createMockServer>>;
let revokeCalls: Promise<RevokeCall>[] = [];
/** Every revoke request the mock received (their bodies are read asynchronously). */
const revokes = () => Promise.all(revokeCalls);

beforeAll(async () => {
  mock = await createMockServer();
  mock.server.listen({ onUnhandledFrame: 'error' });
  mock.server.events.on('request:start', ({ request }) => {
    if (!request.url.endsWith('/api/oauth/revoke')) return;
    const kind = activeAuthKind();
    const stored = kind ? authStoreOf(kind).getState().credentials : null;
    revokeCalls.push(
      request
        .clone()
        .text()
        .then((text) => ({ form: Object.fromEntries(new URLSearchParams(text)), stored })),
    );
  });
}, 60_000);
afterAll(() => mock.server.close());
beforeEach(async () => {
  revokeCalls = [];
  await resetDb(mock.context.db);
  mock.context.scenarios.clear();
  authActions.loggedOut();
  configureApi({ tokens: storeBackedTokens(), language: () => 'pt' });
});
afterEach(() => {
  mock.server.resetHandlers();
  vi.restoreAllMocks();
});

async function signIn(username: string, password: string, kind: AuthKind = 'session') {
  const credentials = await requestToken({
    grant_type: 'password',
    username,
    password,
    client_id: '4',
  });
  authActions.signedIn(kind, {
    credentials,
    user: { cod_pessoa: 1, nome_pessoa: username, login: username },
    authPermissions: [],
  });
  return credentials;
}

/** What the mock answers a refresh with this refresh token (the HTTP layer's own call). */
const refreshStatus = (refreshToken: string) =>
  requestToken({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: '4' }).then(
    () => 200,
    (error: { status?: number }) => error.status,
  );

/** What the mock answers a patron-only call made with this access token. */
async function sessionUserStatus(accessToken: string) {
  const response = await fetch('http://localhost/api/pessoas', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return response.status;
}

function queryClientWithInstitution() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(publicConfigQueries.institution().queryKey, institution);
  return queryClient;
}

function expectSignedOut() {
  expect(useSessionAuthStore.getState().credentials).toBeNull();
  expect(useRememberedAuthStore.getState().credentials).toBeNull();
  expect(useRememberedAuthStore.getState().user).toBeNull();
}

describe('logout revokes the tokens on the server', () => {
  it('the old refresh token is refused and the old access token gets 401 afterwards', async () => {
    const old = await signIn('leitor', 'leitor123', 'remembered');
    expect(await sessionUserStatus(old.access_token)).toBe(200);

    const response = await logoutLoader(queryClientWithInstitution());

    // Navigation as before: home, with the patron signed out here.
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/');
    expectSignedOut();
    // The refresh token went, with its hint and the patron client id, while still stored.
    expect(await revokes()).toEqual([
      {
        form: { token: old.refresh_token, token_type_hint: 'refresh_token', client_id: '4' },
        stored: old,
      },
    ]);
    expect(await refreshStatus(old.refresh_token!)).toBe(401);
    expect(await sessionUserStatus(old.access_token)).toBe(401);
  });

  it('revokes the access token when there is no refresh token', async () => {
    const issued = await signIn('leitor', 'leitor123');
    authActions.credentialsRefreshed({ access_token: issued.access_token });

    await logoutLoader(queryClientWithInstitution());

    expect((await revokes()).map(({ form }) => form)).toEqual([
      { token: issued.access_token, token_type_hint: 'access_token', client_id: '4' },
    ]);
    expect(await sessionUserStatus(issued.access_token)).toBe(401);
    expectSignedOut();
  });

  it('also revokes tokens a refresh rotated in while the revoke was out', async () => {
    const old = await signIn('leitor', 'leitor123');
    let rotated: Credentials | undefined;
    mock.server.use(
      http.post(
        '*/api/oauth/revoke',
        async () => {
          // Another request's refresh lands first: the store now holds the next tokens.
          rotated = await requestToken({
            grant_type: 'refresh_token',
            refresh_token: old.refresh_token!,
            client_id: '4',
          });
          authActions.credentialsRefreshed(rotated);
          // No answer: the mock's own revoke handler answers next.
        },
        { once: true },
      ),
    );

    await logoutLoader(queryClientWithInstitution());

    expect((await revokes()).map(({ form }) => form.token)).toEqual([
      old.refresh_token,
      rotated?.refresh_token,
    ]);
    expect(await refreshStatus(rotated!.refresh_token!)).toBe(401);
    expect(await sessionUserStatus(rotated!.access_token)).toBe(401);
    expectSignedOut();
  });

  it.each([
    ['answers 500', 'revokeToken:500'],
    ['fails at the network level', 'revokeToken:network'],
  ])('still completes when the revoke %s', async (_, scenario) => {
    await signIn('leitor', 'leitor123', 'remembered');
    mock.context.scenarios.set(scenario);

    const response = await logoutLoader(queryClientWithInstitution());

    expect(await revokes()).toHaveLength(1);
    expect(response?.headers.get('Location')).toBe('/');
    expectSignedOut();
  });

  it(`stops waiting for a revoke that hangs (after ${REVOKE_TIMEOUT_MS} ms)`, async () => {
    await signIn('leitor', 'leitor123');
    mock.server.use(http.post('*/api/oauth/revoke', () => delay('infinite')));
    // The real bound is asked for, then shortened so the test does not wait three seconds.
    const timeout = AbortSignal.timeout.bind(AbortSignal);
    const spy = vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => timeout(50));

    const started = Date.now();
    const response = await logoutLoader(queryClientWithInstitution());

    expect(spy).toHaveBeenCalledWith(REVOKE_TIMEOUT_MS);
    expect(Date.now() - started).toBeLessThan(REVOKE_TIMEOUT_MS);
    expect(response?.headers.get('Location')).toBe('/');
    expectSignedOut();
  });
});

describe('user swap revokes the old session', () => {
  it('revokes the old refresh token after the swap, before the new credentials go in', async () => {
    const old = await signIn('varios', 'varios123', 'remembered');
    const queryClient = createQueryClient();

    const user = await swapUser(queryClient, { usuario: 'varios.pos', senha: 'varios123' });

    expect(user.user.login).toBe('varios.pos');
    expect(await revokes()).toEqual([
      {
        form: { token: old.refresh_token, token_type_hint: 'refresh_token', client_id: '4' },
        // Still the old session's tokens in the store when the revoke went out.
        stored: old,
      },
    ]);
    expect(await refreshStatus(old.refresh_token!)).toBe(401);
    expect(await sessionUserStatus(old.access_token)).toBe(401);
    // The new session is untouched.
    const fresh = authStoreOf('remembered').getState().credentials;
    expect(fresh?.access_token).not.toBe(old.access_token);
    expect(await sessionUserStatus(fresh!.access_token)).toBe(200);
  });

  it('a failed revoke does not undo the swap', async () => {
    await signIn('varios', 'varios123');
    mock.context.scenarios.set('revokeToken:500');

    const user = await swapUser(createQueryClient(), { usuario: 'varios.pos', senha: 'varios123' });

    expect(user.user.login).toBe('varios.pos');
    expect(await revokes()).toHaveLength(1);
    expect(authStoreOf('session').getState().user?.login).toBe('varios.pos');
  });
});
