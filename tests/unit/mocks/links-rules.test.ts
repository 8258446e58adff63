// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetDb } from '../../../mocks/db';
import { createMockServer } from '../../../mocks/node';
import { qaAccounts } from '../../../mocks/patrons/qa-accounts';

const mock = await createMockServer();
let visitor: string;
beforeAll(() => {
  mock.server.listen({ onUnhandledFrame: 'error' });
  visitor = mock.context.tokens.issuePublic().access_token;
});
afterEach(async () => {
  mock.context.scenarios.clear();
  await resetDb(mock.context.db);
});
afterAll(() => mock.server.close());

const post = (path: string, token: string | null, json: unknown) =>
  fetch(`http://localhost/api${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(json),
  });
const client = { browser: 'Chrome 130', device: 'mobile', os: 'Android' };

describe('covers', () => {
  it('link_capa is served as a deterministic SVG with the title text, without a token', async () => {
    const first = await fetch('http://localhost/covers/7.svg');
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toContain('image/svg+xml');
    const svg = await first.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('Dom Casmurro');
    expect(await (await fetch('http://localhost/covers/7.svg')).text()).toBe(svg);
  });

  it('titles without a cover, unknown titles and other files answer 404', async () => {
    expect((await fetch('http://localhost/covers/3.svg')).status).toBe(404);
    expect((await fetch('http://localhost/covers/99999999.svg')).status).toBe(404);
    expect((await fetch('http://localhost/covers/7.png')).status).toBe(404);
  });

  it('GET /vinculos/imagem points at the served cover, and no cover means an empty list', async () => {
    const covers = (await (
      await fetch('http://localhost/api/vinculos/imagem?cod_acervo=7', {
        headers: { Authorization: `Bearer ${visitor}` },
      })
    ).json()) as Array<{ url: string }>;
    expect((await fetch(covers[0]!.url)).status).toBe(200);
    expect(
      await (
        await fetch('http://localhost/api/vinculos/imagem?cod_acervo=3', {
          headers: { Authorization: `Bearer ${visitor}` },
        })
      ).json(),
    ).toEqual([]);
  });
});

describe('restricted access', () => {
  const leitor = () =>
    mock.context.tokens.issuePatron(String(qaAccounts.leitor.cod_pessoa)).access_token;

  it('open links answer their address to anyone; licensed ones need a signed-in patron', async () => {
    expect(await (await post('/vinculos/acesso-restrito/205/s/1', visitor, client)).json()).toEqual(
      {
        url: 'https://repositorio.ufx.example.org/handle/123456789/205',
        provedor_externo: false,
        dados: null,
      },
    );
    expect((await post('/vinculos/acesso-restrito/248/s/1', visitor, client)).status).toBe(403);
  });

  it('an audiobook opens through the proxy; an e-book flags the third-party provider with its data', async () => {
    const audio = (await (
      await post('/vinculos/acesso-restrito/248/s/1', leitor(), client)
    ).json()) as { url: string };
    expect(audio.url).toBe(
      `https://proxy.ufx.example.org/login?url=${encodeURIComponent('https://repositorio.ufx.example.org/digital/248')}`,
    );
    expect(
      await (await post('/vinculos/acesso-restrito/242/s/1', leitor(), client)).json(),
    ).toMatchObject({
      url: null,
      provedor_externo: true,
      dados: { rota: '/livros-digitais-b', cod_acervo: 242 },
    });
  });

  it('a patron without a tax number is sent to the information unit (422 USUARIO_SEM_CPF)', async () => {
    const semcpf = mock.context.tokens.issuePatron(
      String(qaAccounts.semcpf.cod_pessoa),
    ).access_token;
    const answer = await post('/vinculos/acesso-restrito/242/s/1', semcpf, client);
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({
      message: 'USUARIO_SEM_CPF',
      key: 'USUARIO_SEM_CPF',
    });
  });
});

describe('access statistics', () => {
  it('each access is stored with the browser data; a refused one stores nothing', async () => {
    const body = {
      cod_acervo: 205,
      seq_paragrafo: 1,
      url: 'https://repositorio.ufx.example.org/handle/123456789/205',
      user_id: qaAccounts.leitor.cod_pessoa,
      ...client,
    };
    expect((await post('/vinculos/estatistica-acesso', visitor, body)).status).toBe(201);
    expect(mock.context.db.accessStatistics.all()).toEqual([
      expect.objectContaining({
        cod_acervo: 205,
        seq_paragrafo: 1,
        browser: 'Chrome 130',
        user_id: qaAccounts.leitor.cod_pessoa,
      }),
    ]);
    expect(
      (await post('/vinculos/estatistica-acesso', visitor, { ...body, cod_acervo: 99999999 }))
        .status,
    ).toBe(400);
    expect(mock.context.db.accessStatistics.all()).toHaveLength(1);
  });
});
