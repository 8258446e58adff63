import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { resetDb } from '../../mocks/db';
import type { MockSettings } from '../../mocks/mock-settings';
import { createMockServer } from '../../mocks/node';
import { recordExchanges } from './contract-recorder';

export const api = (path: string) => `http://localhost/api${path}`;

/**
 * One mock server per test file for the patron-portal domains (auth, people, loans, library
 * units, comments): every exchange is judged against the contract, the data goes back to the
 * seed and QA scenarios are cleared after each test.
 */
export async function patronPortalHarness(overrides: Partial<MockSettings> = {}) {
  const mock = await createMockServer(overrides);
  const recorder = recordExchanges(mock.server);
  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
  afterEach(async () => {
    mock.context.scenarios.clear();
    await resetDb(mock.context.db);
  });
  afterAll(() => mock.server.close());

  const form = (fields: Record<string, string>) =>
    fetch(api('/oauth/token'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  async function publicToken() {
    const response = await form({
      grant_type: 'client_credentials',
      client_id: 'catalogo',
      client_secret: 'catalogo',
    });
    return ((await response.json()) as { access_token: string }).access_token;
  }

  const login = (username: string, password: string, extra: Record<string, string> = {}) =>
    form({ grant_type: 'password', username, password, client_id: '4', ...extra });

  async function patronToken(
    username: string,
    password: string,
    extra: Record<string, string> = {},
  ) {
    const response = await login(username, password, extra);
    expect(response.status, `login ${username}`).toBe(200);
    return ((await response.json()) as { access_token: string }).access_token;
  }

  interface CallOptions {
    token?: string;
    method?: string;
    json?: unknown;
    body?: BodyInit;
    headers?: Record<string, string>;
  }
  function call(path: string, options: CallOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body = options.body;
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    return fetch(api(path), { method: options.method ?? 'GET', headers, body });
  }

  async function expectContractKept() {
    await recorder.settle();
    expect(recorder.problems()).toEqual([]);
  }

  /** 401 without a token and 403 with the public token: what every patron-only call answers. */
  async function expectPatronOnly(path: string, method = 'GET', json?: unknown) {
    expect((await call(path, { method, json })).status).toBe(401);
    expect((await call(path, { method, json, token: await publicToken() })).status).toBe(403);
  }

  return {
    mock,
    recorder,
    form,
    login,
    publicToken,
    patronToken,
    call,
    expectContractKept,
    expectPatronOnly,
  };
}
