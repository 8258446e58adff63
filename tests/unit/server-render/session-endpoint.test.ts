// @vitest-environment node
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSessionEndpoint,
  refreshCookieName,
} from '../../../deploy/framework-server/session-endpoint';
import { createMockBackend } from '../../../mocks/handlers';
import { createMockHttpServer, mockHttpServerOptions } from '../../../mocks/http/mock-http-server';
import { defaultMockSettings } from '../../../mocks/mock-settings';
import { apiConfig } from '../../../src/api/config';
import { sessionEndpointHeader, swapStepHeader } from '../../../src/api/session-shape';

/**
 * The server shape's token endpoint (issue 37) over the mock's HTTP server, both on loopback
 * ports: the cookie's attributes, rotation, the refusal of cross-site calls and logout.
 */
let mockServer: Server;
let endpointServer: Server;
let origin = '';

const listen = async (server: Server) => {
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return (server.address() as AddressInfo).port;
};

beforeAll(async () => {
  const backend = await createMockBackend(defaultMockSettings());
  mockServer = createMockHttpServer(backend, mockHttpServerOptions({}));
  const mockPort = await listen(mockServer);
  const app = express();
  app.use(
    '/auth',
    createSessionEndpoint({
      api: new URL(`http://127.0.0.1:${mockPort}/api/`),
      originOf: (request) => `${request.protocol}://${request.get('host')}`,
      refreshTokenTtlSeconds: 3600,
    }),
  );
  endpointServer = app.listen(0, '127.0.0.1');
  await new Promise((ready) => endpointServer.once('listening', ready));
  origin = `http://127.0.0.1:${(endpointServer.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  for (const server of [endpointServer, mockServer]) {
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
  }
});

const post = (path: string, body?: object, headers: Record<string, string> = {}) =>
  fetch(`${origin}/auth${path}`, {
    method: 'POST',
    headers: {
      [sessionEndpointHeader]: '1',
      Origin: origin,
      'Sec-Fetch-Site': 'same-origin',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });

/** Any message: its wording is the API's. */
const someText: unknown = expect.any(String);

const signIn = (remember = false) =>
  post('/token', { username: 'leitor', password: 'leitor123', remember });

/** The session cookie a response sets, as `name=value` for the next request's Cookie header. */
const cookieOf = (response: Response) => {
  const set = response.headers.getSetCookie().find((c) => c.startsWith(`${refreshCookieName}=`));
  return set?.split(';')[0] ?? '';
};

describe('the token endpoint (server shape)', () => {
  it('sign-in sets an HttpOnly, Secure, SameSite=Strict __Host- cookie and answers the access token only', async () => {
    const answer = await signIn();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    const body = (await answer.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'token_type']);
    const [setCookie, ...others] = answer.headers.getSetCookie();
    expect(others).toEqual([]);
    expect(setCookie).toMatch(new RegExp(`^${refreshCookieName}=`));
    const attributes = setCookie!.split(/;\s*/).slice(1);
    expect(attributes).toEqual(
      expect.arrayContaining(['Path=/', 'HttpOnly', 'Secure', 'SameSite=Strict']),
    );
    // A session cookie: it goes with the browser session, like sessionStorage.
    expect(setCookie).not.toMatch(/Max-Age|Expires|Domain/i);
    // The refresh token is in the cookie, never in the body.
    expect(JSON.stringify(body)).not.toContain(
      decodeURIComponent(cookieOf(answer).slice(refreshCookieName.length + 3)),
    );

    const remembered = await signIn(true);
    expect(remembered.headers.getSetCookie()[0]).toMatch(/Max-Age=3600/);
  });

  it('refresh rotates the cookie, keeps its lifetime, and a stale cookie is refused and cleared', async () => {
    const signedIn = await signIn(true);
    const first = cookieOf(signedIn);
    const refreshed = await post('/refresh', undefined, { Cookie: first });
    expect(refreshed.status).toBe(200);
    const second = cookieOf(refreshed);
    expect(second).not.toBe(first);
    expect(refreshed.headers.getSetCookie()[0]).toMatch(/Max-Age=3600/);
    expect(Object.keys((await refreshed.json()) as object)).not.toContain('refresh_token');

    // The rotated-away cookie presented again: the mock's reuse detection ends the sign-in.
    const reused = await post('/refresh', undefined, { Cookie: first });
    expect(reused.status).toBe(401);
    expect((await reused.json()) as unknown).toMatchObject({ key: 'SESSAO_EXPIRADA' });
    expect(reused.headers.getSetCookie()[0]).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await post('/refresh', undefined, { Cookie: second })).status).toBe(401);

    const none = await post('/refresh');
    expect(none.status).toBe(401);
    expect((await none.json()) as unknown).toMatchObject({
      message: someText,
      key: 'SESSAO_EXPIRADA',
    });
  });

  it('refuses cross-site calls: without the header, from another origin or site', async () => {
    const cookie = cookieOf(await signIn());
    const attempts: Record<string, string>[] = [
      { [sessionEndpointHeader]: '' },
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
    ];
    for (const headers of attempts) {
      const answer = await post('/refresh', undefined, { Cookie: cookie, ...headers });
      expect(answer.status).toBe(403);
      expect((await answer.json()) as unknown).toMatchObject({
        key: 'ORIGEM_RECUSADA',
        message: someText,
      });
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
    // The refusals spent nothing: the cookie still works.
    expect((await post('/refresh', undefined, { Cookie: cookie })).status).toBe(200);
    expect((await fetch(`${origin}/auth/refresh`)).status).toBe(405);
  });

  it('a refused sign-in answers the API’s Error body and sets no cookie', async () => {
    const answer = await post('/token', { username: 'leitor', password: 'wrong', remember: false });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect((await answer.json()) as unknown).toMatchObject({ message: someText });
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it('logout revokes the session at the API and clears the cookie', async () => {
    const signedIn = await signIn();
    const { access_token } = (await signedIn.json()) as { access_token: string };
    const cookie = cookieOf(signedIn);
    const out = await post('/logout', undefined, { Cookie: cookie });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie()[0]).toMatch(
      new RegExp(`^${refreshCookieName}=;.*Expires=Thu, 01 Jan 1970`),
    );
    expect((await post('/refresh', undefined, { Cookie: cookie })).status).toBe(401);
    const mockBase = new URL(`http://127.0.0.1:${(mockServer.address() as AddressInfo).port}/api/`);
    const user = await fetch(new URL('pessoas', mockBase), {
      headers: { Authorization: `Bearer ${access_token}` },
    });
    expect(user.status).toBe(401);
  });

  it('a refused user swap names its step and keeps the current cookie', async () => {
    const signedIn = await signIn();
    const { access_token } = (await signedIn.json()) as { access_token: string };
    const cookie = cookieOf(signedIn);
    const wrongPassword = await post(
      '/swap',
      { usuario: 'leitor', senha: 'wrong' },
      { Cookie: cookie, Authorization: `Bearer ${access_token}` },
    );
    expect(wrongPassword.status).toBeGreaterThanOrEqual(400);
    expect(wrongPassword.headers.get(swapStepHeader)).toBe('credentials');
    expect(wrongPassword.headers.getSetCookie()).toEqual([]);
    // Swapping to oneself passes the grant, then the API refuses the swap.
    const same = await post(
      '/swap',
      { usuario: 'leitor', senha: 'leitor123' },
      { Cookie: cookie, Authorization: `Bearer ${access_token}` },
    );
    expect(same.status).toBeGreaterThanOrEqual(400);
    expect(same.headers.get(swapStepHeader)).toBe('swap');
    expect(same.headers.getSetCookie()).toEqual([]);
    expect((await post('/refresh', undefined, { Cookie: cookie })).status).toBe(200);
  });

  it('an identity provider sign-in (SAML) leaves its refresh token in the cookie too', async () => {
    const mockBase = new URL(`http://127.0.0.1:${(mockServer.address() as AddressInfo).port}/api/`);
    const grant = await fetch(new URL('oauth/token', mockBase), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: apiConfig.publicClient.id,
        client_secret: apiConfig.publicClient.secret,
      }).toString(),
    });
    const publicToken = ((await grant.json()) as { access_token: string }).access_token;
    const authorization = { Authorization: `Bearer ${publicToken}` };
    // The mock identity provider's answer, as `/saml-response` receives it.
    const started = await fetch(new URL('saml/login', mockBase), { headers: authorization });
    const { link } = (await started.json()) as { link: string };
    const saml = new URL(link).searchParams.get('SAMLResponse') ?? '';

    const answer = await post('/external', { saml }, authorization);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'token_type']);
    const setCookie = answer.headers.getSetCookie()[0] ?? '';
    expect(setCookie).toMatch(new RegExp(`^${refreshCookieName}=s\\.`));
    expect(setCookie).not.toMatch(/Max-Age/);
    expect((await post('/refresh', undefined, { Cookie: cookieOf(answer) })).status).toBe(200);

    // The same answer again is refused (the API's verdict), and neither or both kinds is a 400.
    const again = await post('/external', { saml }, authorization);
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.headers.getSetCookie()).toEqual([]);
    for (const wrong of [{}, { saml, oidc: 'n' }]) {
      const refused = await post('/external', wrong, authorization);
      expect(refused.status).toBe(400);
      expect((await refused.json()) as unknown).toMatchObject({ message: someText });
    }
  });
});
