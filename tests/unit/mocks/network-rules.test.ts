// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mocks/node';

const mock = await createMockServer();
let visitor: string;
beforeAll(() => {
  mock.server.listen({ onUnhandledFrame: 'error' });
  visitor = mock.context.tokens.issuePublic().access_token;
});
afterAll(() => mock.server.close());
const get = (path: string) =>
  fetch(`http://localhost/api${path}`, { headers: { Authorization: `Bearer ${visitor}` } });

describe('network catalogue', () => {
  it('a network title names the institution holding it and links to its own catalogue', async () => {
    const row = mock.context.db.networkTitles
      .all()
      .find((item) => item.instituicao.cod_empresa !== 1)!;
    const title = (await (await get(`/rede/acervo/${row.cod_rede}`)).json()) as {
      instituicao: { cod_empresa: number; sigla: string };
      link_origem: string;
      exemplares: { total: number };
    };
    expect(title.instituicao.cod_empresa).toBe(row.instituicao.cod_empresa);
    expect(title.link_origem).toContain(`/acervo/${row.acervo}`);
    expect(title.exemplares.total).toBe(0);
  });

  it('with cod_empresa the id may be that institution own title code', async () => {
    const row = mock.context.db.networkTitles
      .all()
      .find((item) => item.instituicao.cod_empresa === 3)!;
    const title = (await (await get(`/rede/acervo/${row.acervo}?cod_empresa=3`)).json()) as {
      cod_acervo: number;
    };
    expect(title.cod_acervo).toBe(row.cod_rede);
  });

  it('the network service down answers 500 REDE_INDISPONIVEL, the key the client maps to "network service unavailable"', async () => {
    mock.context.scenarios.set('getNetworkTitle:500=REDE_INDISPONIVEL');
    const answer = await get('/rede/acervo/1');
    expect(answer.status).toBe(500);
    expect(await answer.json()).toMatchObject({
      message: 'REDE_INDISPONIVEL',
      key: 'REDE_INDISPONIVEL',
    });
    // The network search is down with it, while the local catalogue still answers.
    const networkSearch = await get('/consulta?termo=dom&base=rede');
    expect(networkSearch.status).toBe(500);
    expect(await networkSearch.json()).toMatchObject({ key: 'REDE_INDISPONIVEL' });
    expect((await get('/consulta?termo=dom')).status).toBe(200);
    mock.context.scenarios.clear();
    expect((await get('/consulta?termo=dom&base=rede')).status).toBe(200);
  });
});
