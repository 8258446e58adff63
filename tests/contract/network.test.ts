import { beforeAll, describe, expect, it } from 'vitest';
import { patronPortalHarness } from './patron-portal-harness';

const { call, publicToken, expectContractKept, mock } = await patronPortalHarness();
let token: string;
beforeAll(async () => {
  token = await publicToken();
});

describe('network catalogue', () => {
  it('institutions and a network title with its holding institution', async () => {
    const institutions = (await (await call('/rede/oai/instituicoes', { token })).json()) as Array<{
      cod_empresa: number;
    }>;
    expect(institutions.length).toBeGreaterThan(1);
    const title = await call('/rede/acervo/1', { token });
    expect(title.status).toBe(200);
    expect(await title.json()).toMatchObject({ instituicao: { cod_empresa: 2 } });
    expect((await call('/rede/acervo/50001?cod_empresa=6', { token })).status).toBe(200);
    expect((await call('/rede/acervo/99999999', { token })).status).toBe(404);
    expect((await call('/rede/acervo/x', { token })).status).toBe(400);
    expect((await call('/rede/acervo/1?cod_empresa=x', { token })).status).toBe(400);
    expect((await call('/rede/acervo/1')).status).toBe(401);
    expect((await call('/rede/oai/instituicoes')).status).toBe(401);
    await expectContractKept();
  });

  it('500 REDE_INDISPONIVEL when the network service is down (QA scenario)', async () => {
    mock.context.scenarios.set(
      'listNetworkInstitutions:500=REDE_INDISPONIVEL,getNetworkTitle:500=REDE_INDISPONIVEL',
    );
    for (const path of ['/rede/oai/instituicoes', '/rede/acervo/1']) {
      const response = await call(path, { token });
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ key: 'REDE_INDISPONIVEL' });
    }
    expect((await call('/consulta?termo=dom&base=rede', { token })).status).toBe(500);
    await expectContractKept();
  });
});
