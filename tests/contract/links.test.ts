import { beforeAll, describe, expect, it } from 'vitest';
import { qaAccounts } from '../../mocks/patrons/qa-accounts';
import { patronPortalHarness } from './patron-portal-harness';

const { call, publicToken, expectContractKept, expectPatronOnly, mock } =
  await patronPortalHarness();
const patronOf = (account: { cod_pessoa: number }) =>
  mock.context.tokens.issuePatron(String(account.cod_pessoa)).access_token;
let token: string;
beforeAll(async () => {
  token = await publicToken();
});

/** An open link (repository handle), an e-book and an audiobook of the digital library (restricted). */
const OPEN = 205;
const EBOOK = 242;
const AUDIOBOOK = 248;
const client = { userId: null, browser: 'Firefox 128', device: 'desktop', os: 'Linux' };

describe('links of titles', () => {
  it('covers and result links', async () => {
    const covers = (await (
      await call('/vinculos/imagem?cod_acervo=1&limite=3', { token })
    ).json()) as Array<{ url: string }>;
    expect(covers[0]?.url).toMatch(/\/covers\/1\.svg$/);
    expect(await (await call('/vinculos/imagem?cod_acervo=99999999', { token })).json()).toEqual(
      [],
    );
    expect((await call('/vinculos/imagem', { token })).status).toBe(400);
    expect((await call('/vinculos/imagem?cod_acervo=1&limite=50', { token })).status).toBe(400);
    const links = (await (
      await call(`/vinculos/links-resultado?acervos=${OPEN},${EBOOK}`, { token })
    ).json()) as Array<{ links: Array<{ restrito: boolean; url: string | null }> }>;
    expect(links.map((item) => item.links[0]?.restrito)).toEqual([false, true]);
    expect((await call('/vinculos/links-resultado?acervos=x', { token })).status).toBe(400);
    expect((await call('/vinculos/imagem?cod_acervo=1')).status).toBe(401);
    mock.context.scenarios.set('listCoverImages:500');
    expect((await call('/vinculos/imagem?cod_acervo=1', { token })).status).toBe(500);
    await expectContractKept();
  });

  it('restricted access: open url, proxy, third-party provider; 403 visitor, 404, 422 without CPF', async () => {
    const open = (id: number, auth: string | undefined, json: unknown = client) =>
      call(`/vinculos/acesso-restrito/${id}/s/1`, { method: 'POST', token: auth, json });
    expect(await (await open(OPEN, token)).json()).toMatchObject({
      provedor_externo: false,
      url: expect.stringContaining('/handle/') as string,
    });
    expect((await open(EBOOK, token)).status).toBe(403);
    expect(await (await open(AUDIOBOOK, patronOf(qaAccounts.leitor))).json()).toMatchObject({
      provedor_externo: false,
      url: expect.stringContaining('proxy') as string,
    });
    expect(await (await open(EBOOK, patronOf(qaAccounts.leitor))).json()).toMatchObject({
      provedor_externo: true,
      dados: { cod_acervo: EBOOK },
    });
    const noCpf = await open(EBOOK, patronOf(qaAccounts.semcpf));
    expect(noCpf.status).toBe(422);
    expect(await noCpf.json()).toMatchObject({ key: 'USUARIO_SEM_CPF' });
    expect(
      (await call(`/vinculos/acesso-restrito/${OPEN}/s/9`, { method: 'POST', token, json: client }))
        .status,
    ).toBe(404);
    expect((await open(99999999, token)).status).toBe(404);
    expect(await (await open(OPEN, token, { browser: 'x' })).json()).toMatchObject({
      fields: [{ field: 'device' }, { field: 'os' }],
    });
    expect((await open(OPEN, undefined)).status).toBe(401);
    await expectContractKept();
  });

  it('access statistics are recorded (201); 400 on a link the title does not have', async () => {
    const before = mock.context.db.accessStatistics.all().length;
    const body = {
      cod_acervo: OPEN,
      seq_paragrafo: 1,
      url: 'https://repositorio.ufx.example.org/handle/123456789/205',
      user_id: null,
      ...client,
    };
    expect(
      (await call('/vinculos/estatistica-acesso', { method: 'POST', token, json: body })).status,
    ).toBe(201);
    expect(mock.context.db.accessStatistics.all().length).toBe(before + 1);
    expect(
      await (
        await call('/vinculos/estatistica-acesso', {
          method: 'POST',
          token,
          json: { ...body, seq_paragrafo: 5 },
        })
      ).json(),
    ).toMatchObject({ fields: [{ field: 'seq_paragrafo' }] });
    expect(
      (
        await call('/vinculos/estatistica-acesso', {
          method: 'POST',
          token,
          json: { ...body, url: 'nao e url' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await call('/vinculos/estatistica-acesso', { method: 'POST', json: body })).status,
    ).toBe(401);
    await expectContractKept();
  });

  it('ABNT reference, standards provider link (422 off its collection), e-book provider access', async () => {
    expect(await (await call('/vinculos/abnt/7', { token })).json()).toMatchObject({
      referencia: expect.stringContaining('<strong>Dom Casmurro</strong>') as string,
    });
    expect((await call('/vinculos/abnt/99999999', { token })).status).toBe(404);
    expect((await call('/vinculos/target/204', { token })).status).toBe(200);
    const off = await call('/vinculos/target/7', { token });
    expect(off.status).toBe(422);
    expect(await off.json()).toMatchObject({ key: 'SERVICO_INTEGRADO_INDISPONIVEL' });
    expect((await call('/vinculos/target/x', { token })).status).toBe(400);
    const ebook = (json: unknown, account: { cod_pessoa: number } = qaAccounts.leitor) =>
      call('/vinculos/grupoa', { method: 'POST', token: patronOf(account), json });
    expect(await (await ebook({ sessionid: 'abc123XYZ' })).json()).toMatchObject({
      url: expect.stringContaining('session=abc123XYZ') as string,
    });
    expect(await (await ebook({ sessionid: 'x' })).json()).toMatchObject({
      key: 'ACESSO_NEGADO_SERVICO_INTEGRADO',
    });
    expect(await (await ebook({ sessionid: 'abc123XYZ' }, qaAccounts.semcpf)).json()).toMatchObject(
      { key: 'USUARIO_SEM_CPF' },
    );
    expect((await ebook({ sessionid: ' ' })).status).toBe(400);
    await expectPatronOnly('/vinculos/grupoa', 'POST', { sessionid: 'abc123XYZ' });
    await expectContractKept();
  });
});
