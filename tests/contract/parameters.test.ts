import { beforeAll, describe, expect, it } from 'vitest';
import { patronPortalHarness } from './patron-portal-harness';

const { call, publicToken, expectContractKept, mock } = await patronPortalHarness();
let token: string;
beforeAll(async () => {
  token = await publicToken();
});

describe('public parameters', () => {
  it.each([
    ['/parametros/secao_1', 'getHomeSection1'],
    ['/parametros/secao_2', 'getHomeSection2'],
    ['/parametros/faq', 'listFaq'],
    ['/parametros/informacoes_gerais', 'getGeneralInformation'],
    ['/parametros/atividade/8', 'getActivity'],
    ['/parametros/atividade/8/informativo', 'getActivityNotice'],
    ['/parametros/atendimento', 'getOpeningHours'],
    ['/parametros/atendimento/2', 'getCampusOpeningHours'],
    ['/parametros/eventos_institucionais', 'listInstitutionalEvents'],
    ['/parametros/eventos_eventum', 'listEventumEvents'],
    ['/parametros/autoatendimento', 'getSelfService'],
    ['/parametros/app-layers', 'getAppLayersSettings'],
  ])('GET %s (%s): 200 with a token, 401 without, 500 forced', async (path, operationId) => {
    expect((await call(path, { token })).status).toBe(200);
    expect((await call(path)).status).toBe(401);
    mock.context.scenarios.set(`${operationId}:500`);
    expect((await call(path, { token })).status).toBe(500);
    await expectContractKept();
  });

  it('400 on bad codes, 404 on unknown activities and campuses', async () => {
    for (const path of [
      '/parametros/atividade/x',
      '/parametros/atividade/0/informativo',
      '/parametros/atendimento/abc',
    ])
      expect((await call(path, { token })).status).toBe(400);
    for (const path of [
      '/parametros/atividade/9999',
      '/parametros/atividade/9999/informativo',
      '/parametros/atendimento/99',
    ])
      expect((await call(path, { token })).status).toBe(404);
    await expectContractKept();
  });
});
