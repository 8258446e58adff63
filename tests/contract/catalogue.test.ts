import { beforeAll, describe, expect, it } from 'vitest';
import { qaAccounts } from '../../mocks/patrons/qa-accounts';
import { patronPortalHarness } from './patron-portal-harness';

const { call, publicToken, expectContractKept, expectPatronOnly, mock } =
  await patronPortalHarness();
const patron = () =>
  mock.context.tokens.issuePatron(String(qaAccounts.leitor.cod_pessoa)).access_token;
let token: string;
beforeAll(async () => {
  token = await publicToken();
});

const DOM_CASMURRO = 7;
/** A title with a closed-stack copy (collection 4) in library 1. */
const CLOSED_STACK = { cod_acervo: 1, cod_exemplar: 1, cod_biblioteca: 1 };

describe('title detail and its tabs', () => {
  it.each([
    `/acervo/${DOM_CASMURRO}`,
    `/acervo/${DOM_CASMURRO}/referencia`,
    `/acervo/${DOM_CASMURRO}/marc`,
    `/acervo/${DOM_CASMURRO}/marc?liberacao=1`,
    `/acervo/${DOM_CASMURRO}/exemplares`,
    `/acervo/${DOM_CASMURRO}/exemplares?cod_unidade=1`,
    `/acervo/${DOM_CASMURRO}/dublin-core`,
    `/acervo/205/links`,
    `/acervo/${DOM_CASMURRO}/cor`,
    `/acervo/${DOM_CASMURRO}/bibliotecas`,
    `/acervo/${DOM_CASMURRO}/totais?dataIni=2025-01-01&dataFim=2026-11-20&biblioteca=1`,
    `/acervo/${DOM_CASMURRO}/permissoes`,
    `/acervo/${DOM_CASMURRO}/dados-estatisticos/anos`,
    `/acervo/${DOM_CASMURRO}/dados-estatisticos/dados/2026`,
    `/acervo/${CLOSED_STACK.cod_acervo}/dados-armazem?cod_biblioteca=1`,
  ])(
    'GET %s: 200, 401 without a token, 404 for an unknown title, 400 for a bad id',
    async (path) => {
      expect((await call(path, { token, headers: { idioma: '3' } })).status).toBe(200);
      expect((await call(path)).status).toBe(401);
      expect(
        (await call(path.replace(/\/acervo\/\d+/, '/acervo/99999999'), { token })).status,
      ).toBe(404);
      expect((await call(path.replace(/\/acervo\/\d+/, '/acervo/0'), { token })).status).toBe(400);
      await expectContractKept();
    },
  );

  it('400 on bad query parameters: dates, year, liberacao, missing library', async () => {
    expect(
      (
        await call(`/acervo/${DOM_CASMURRO}/totais?dataIni=2026-05-01&dataFim=2026-01-01`, {
          token,
        })
      ).status,
    ).toBe(400);
    expect(
      (await call(`/acervo/${DOM_CASMURRO}/totais?dataIni=2026-02-30`, { token })).status,
    ).toBe(400);
    expect(
      (await call(`/acervo/${DOM_CASMURRO}/dados-estatisticos/dados/1800`, { token })).status,
    ).toBe(400);
    expect(
      (await call(`/acervo/${DOM_CASMURRO}/dados-estatisticos/dados/1990`, { token })).status,
    ).toBe(404);
    expect((await call(`/acervo/${DOM_CASMURRO}/marc?liberacao=2`, { token })).status).toBe(400);
    expect((await call(`/acervo/${DOM_CASMURRO}/dados-armazem`, { token })).status).toBe(400);
    expect((await call(`/acervo/${DOM_CASMURRO}/exemplares?cod_unidade=x`, { token })).status).toBe(
      400,
    );
    mock.context.scenarios.set('getTitle:500');
    expect((await call(`/acervo/${DOM_CASMURRO}`, { token })).status).toBe(500);
    await expectContractKept();
  });
});

describe('permanent basket', () => {
  it('add, list (all and by period), remove; patron only', async () => {
    const auth = patron();
    expect(
      (
        await call('/acervo/cesta-permanente', {
          method: 'POST',
          token: auth,
          json: { acervos: [1, 2, DOM_CASMURRO] },
        })
      ).status,
    ).toBe(200);
    const list = await call('/acervo/cesta-permanente/colecao', { token: auth });
    expect(list.status).toBe(200);
    const codes = ((await list.json()) as Array<{ cod_acervo: number }>).map(
      (item) => item.cod_acervo,
    );
    expect(codes).toEqual(expect.arrayContaining([1, 2, DOM_CASMURRO]));
    expect(
      (
        await call(
          '/acervo/cesta-permanente/colecao?tipoBusca=periodo&dataIni=2026-11-01&dataFim=2026-11-30',
          { token: auth },
        )
      ).status,
    ).toBe(200);
    expect(
      (await call('/acervo/cesta-permanente', { method: 'PUT', token: auth, json: { acervo: 2 } }))
        .status,
    ).toBe(200);
    expect(
      (await call('/acervo/cesta-permanente', { method: 'PUT', token: auth, json: { acervo: 2 } }))
        .status,
    ).toBe(404);
    await expectPatronOnly('/acervo/cesta-permanente', 'POST', { acervos: [1] });
    await expectPatronOnly('/acervo/cesta-permanente', 'PUT', { acervo: 1 });
    await expectPatronOnly('/acervo/cesta-permanente/colecao');
    await expectContractKept();
  });

  it('400 naming the field: malformed bodies, unknown titles, period without dates', async () => {
    const auth = patron();
    const add = async (json: unknown) =>
      call('/acervo/cesta-permanente', { method: 'POST', token: auth, json });
    for (const json of [null, [], 'x', {}, { acervos: [] }, { acervos: ['a'] }, { acervos: 1 }])
      expect((await add(json)).status).toBe(400);
    expect(await (await add({ acervos: [99999999] })).json()).toMatchObject({
      fields: [{ field: 'acervos[0]' }],
    });
    expect(
      await (
        await call('/acervo/cesta-permanente', {
          method: 'PUT',
          token: auth,
          json: { acervo: 'x' },
        })
      ).json(),
    ).toMatchObject({ fields: [{ field: 'acervo' }] });
    expect(
      (await call('/acervo/cesta-permanente/colecao?tipoBusca=periodo', { token: auth })).status,
    ).toBe(400);
    expect(
      (await call('/acervo/cesta-permanente/colecao?tipoBusca=x', { token: auth })).status,
    ).toBe(400);
    await expectContractKept();
  });
});

describe('basket export', () => {
  const exportAs = (json: unknown, auth = token) =>
    call('/acervo/exportar-cesta', { method: 'POST', token: auth, json });

  it.each([
    ['referencia', 'text/plain'],
    ['ris', 'application/x-research-info-systems'],
    ['bibtex', 'application/x-bibtex'],
    ['impressao', 'text/html'],
  ])('%s: a %s file', async (tipo, type) => {
    const response = await exportAs({ tipo, dados: 'completo', acervos: [DOM_CASMURRO, 1] });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain(type);
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="cesta\./);
    expect(await response.text()).toContain('Dom Casmurro');
    await expectContractKept();
  });

  it('e-mail to several recipients; 400 naming opcoesEmail.destinatarios on a bad address', async () => {
    const ok = await exportAs({
      tipo: 'email',
      acervos: [DOM_CASMURRO],
      opcoesEmail: {
        destinatarios: 'ana@example.org; joao@example.org',
        assunto: 'Referências',
        mensagem: 'Segue.',
      },
    });
    expect(ok.status).toBe(200);
    const bad = await exportAs({
      tipo: 'email',
      acervos: [DOM_CASMURRO],
      opcoesEmail: { destinatarios: 'ana@example.org; joao@', assunto: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: [{ field: 'opcoesEmail.destinatarios' }] });
    expect(await (await exportAs({ tipo: 'email', acervos: [DOM_CASMURRO] })).json()).toMatchObject(
      { fields: [{ field: 'opcoesEmail' }] },
    );
    for (const json of [
      null,
      {},
      { tipo: 'pdf', acervos: [1] },
      { tipo: 'ris', acervos: [] },
      { tipo: 'ris', acervos: [99999999] },
    ])
      expect((await exportAs(json)).status).toBe(400);
    expect(
      (
        await call('/acervo/exportar-cesta', {
          method: 'POST',
          json: { tipo: 'ris', acervos: [1] },
        })
      ).status,
    ).toBe(401);
    await expectContractKept();
  });
});

describe('personal-area catalogue calls', () => {
  it('research databases and teaching plans (patron only; 400 with no field filled)', async () => {
    const auth = patron();
    expect((await call('/acervo/meu-portal/bases-dados', { token: auth })).status).toBe(200);
    expect(
      (await call('/acervo/plano-ensino/disciplinas-bibliotecas', { token: auth })).status,
    ).toBe(200);
    const plans = await call(
      '/acervo/plano-ensino/bibliografia?departamento=101&ano=2026&semestre=1&biblioteca=1',
      { token: auth },
    );
    expect(plans.status).toBe(200);
    expect(((await plans.json()) as unknown[]).length).toBeGreaterThan(0);
    expect((await call('/acervo/plano-ensino/bibliografia', { token: auth })).status).toBe(400);
    expect(
      (await call('/acervo/plano-ensino/bibliografia?semestre=3', { token: auth })).status,
    ).toBe(400);
    await expectPatronOnly('/acervo/meu-portal/bases-dados');
    await expectPatronOnly('/acervo/plano-ensino/disciplinas-bibliotecas');
    await expectPatronOnly('/acervo/plano-ensino/bibliografia?ano=2026');
    await expectContractKept();
  });

  it('closed-stack request: 201 with a protocol, 422 when the copy is already requested, 400 on bad input', async () => {
    const auth = patron();
    const send = (json: unknown, library = CLOSED_STACK.cod_biblioteca) =>
      call(`/gravar-armazem?cod_biblioteca=${library}`, { method: 'POST', token: auth, json });
    const cesta = [
      { cod_acervo: CLOSED_STACK.cod_acervo, cod_exemplar: CLOSED_STACK.cod_exemplar },
    ];
    const created = await send({ cesta });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      protocolo: expect.stringMatching(/^ARM-/) as string,
    });
    const again = await send({ cesta });
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ key: 'ARMAZEM_EXEMPLAR_INDISPONIVEL' });
    expect(
      await (await send({ cesta: [{ cod_acervo: 1, cod_exemplar: 999999 }] })).json(),
    ).toMatchObject({ fields: [{ field: 'cesta[0].cod_exemplar' }] });
    for (const json of [null, {}, { cesta: [] }, { cesta: [{}] }])
      expect((await send(json)).status).toBe(400);
    expect(
      (await call('/gravar-armazem', { method: 'POST', token: auth, json: { cesta } })).status,
    ).toBe(400);
    await expectPatronOnly(`/gravar-armazem?cod_biblioteca=1`, 'POST', { cesta });
    await expectContractKept();
  });
});
