import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../../mocks/node';
import { recordExchanges } from './contract-recorder';

const mock = await createMockServer();
const recorder = recordExchanges(mock.server);
const api = (path: string) => `http://localhost/api${path}`;

beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => mock.context.scenarios.clear());
afterAll(() => mock.server.close());

async function publicToken(): Promise<string> {
  const response = await fetch(api('/oauth/token'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials&client_id=catalogo-publico&client_secret=catalogo-publico',
  });
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

async function expectContractKept() {
  await recorder.settle();
  expect(recorder.problems()).toEqual([]);
}

describe('start-up operations answer as the contract says', () => {
  it('createToken: client credentials, refresh refused, malformed bodies', async () => {
    expect(await publicToken()).toMatch(/^pub\./);
    const refresh = await fetch(api('/oauth/token'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=refresh_token&refresh_token=unknown&client_id=4',
    });
    expect(refresh.status).toBe(401);
    const missing = await fetch(api('/oauth/token'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      fields: [{ field: 'client_id' }, { field: 'client_secret' }],
    });
    const json = await fetch(api('/oauth/token'), {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(json.status).toBe(400);
    await expectContractKept();
  });

  it.each([
    ['/parametros/funcionalidades', 'getFunctionalities'],
    ['/parametros/instituicao', 'getInstitution'],
    ['/parametros/guias-pesquisa', 'getSearchGuides'],
  ])('GET %s: 200 with a token, 401 without, 500 when QA forces it', async (path, operationId) => {
    const token = await publicToken();
    const ok = await fetch(api(path), {
      headers: { Authorization: `Bearer ${token}`, idioma: '5' },
    });
    expect(ok.status).toBe(200);
    expect((await fetch(api(path))).status).toBe(401);
    mock.context.scenarios.set(`${operationId}:500`);
    expect((await fetch(api(path), { headers: { Authorization: `Bearer ${token}` } })).status).toBe(
      500,
    );
    await expectContractKept();
  });

  it('search guide labels follow the idioma header', async () => {
    const token = await publicToken();
    const labels = async (idioma: string) => {
      const response = await fetch(api('/parametros/guias-pesquisa'), {
        headers: { Authorization: `Bearer ${token}`, idioma },
      });
      return ((await response.json()) as { descricao: string }[])[0]?.descricao;
    };
    expect(await labels('1')).toBe('Pesquisa geral');
    expect(await labels('3')).toBe('Búsqueda general');
    expect(await labels('5')).toBe('General search');
  });

  it('a request the contract does not declare is reported', async () => {
    mock.server.use();
    const local = recordExchanges(mock.server);
    const { http, HttpResponse } = await import('msw');
    mock.server.use(http.get('*/api/nao-existe', () => HttpResponse.json({})));
    await fetch(api('/nao-existe'));
    await local.settle();
    expect(local.problems().map((p) => p.problems[0])).toEqual([
      'GET /nao-existe is not in the contract',
    ]);
    mock.server.resetHandlers();
  });
});
