import { beforeAll, describe, expect, it } from 'vitest';
import { patronPortalHarness } from './patron-portal-harness';

const { call, publicToken, expectContractKept, mock } = await patronPortalHarness();
let token: string;
beforeAll(async () => {
  token = await publicToken();
});

describe('authority records', () => {
  it('getAuthority: heading, see and see-also references, MARC', async () => {
    const response = await call('/autoridade/1', { token, headers: { idioma: '5' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      cod_autoridade: 1,
      marc: { lider: expect.any(String) as string },
    });
    expect((await call('/autoridade/99999999', { token })).status).toBe(404);
    expect((await call('/autoridade/abc', { token })).status).toBe(400);
    expect((await call('/autoridade/1')).status).toBe(401);
    mock.context.scenarios.set('getAuthority:500');
    expect((await call('/autoridade/1', { token })).status).toBe(500);
    await expectContractKept();
  });

  it('listAuthorityTypes: every type, or those asked for; 400 on unknown types', async () => {
    const all = (await (await call('/autoridade/combo', { token })).json()) as unknown[];
    expect(all).toHaveLength(13);
    const some = await call('/autoridade/combo?autoridades=autor_pessoa,assunto', { token });
    expect(((await some.json()) as Array<{ codigo: string }>).map((item) => item.codigo)).toEqual([
      'autor_pessoa',
      'assunto',
    ]);
    expect((await call('/autoridade/combo?autoridades=nada', { token })).status).toBe(400);
    expect((await call('/autoridade/combo?autoridades=A,B', { token })).status).toBe(400);
    expect((await call('/autoridade/combo')).status).toBe(401);
    await expectContractKept();
  });
});
