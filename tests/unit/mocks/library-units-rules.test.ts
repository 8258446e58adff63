// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { qaAccounts } from '../../../mocks/patrons/qa-accounts';
import { patronPortalHarness } from '../../contract/patron-portal-harness';

const h = await patronPortalHarness();

describe('library-unit rules', () => {
  it('campuses and libraries come from the data layer', async () => {
    const token = await h.publicToken();
    const campuses = (await (await h.call('/campus', { token })).json()) as {
      data: { cod_campus: number; nome_campus: string }[];
    };
    expect(campuses.data).toEqual(
      h.mock.context.db.campuses
        .findMany()
        .map(({ cod_campus, nome_campus }) => ({ cod_campus, nome_campus })),
    );
    const libraries = (await (await h.call('/unidade-informacao?campus=2', { token })).json()) as {
      cod_biblioteca: number;
    }[];
    expect(libraries.map((library) => library.cod_biblioteca)).toEqual(
      h.mock.context.db.libraries
        .findMany((q) => q.where({ cod_campus: 2 }))
        .map((library) => library.cod_biblioteca),
    );
  });

  it('a general comment is stored trimmed, needs an existing library and login', async () => {
    const token = await h.patronToken('leitor', 'leitor123');
    await h.call('/unidade-informacao/comentario', {
      token,
      method: 'POST',
      json: { content: '  Ótimo atendimento.  ', b: 3 },
    });
    expect(h.mock.context.db.generalComments.findMany()).toMatchObject([
      { conteudo: 'Ótimo atendimento.', cod_biblioteca: 3 },
    ]);
    expect(
      await (
        await h.call('/unidade-informacao/comentario', {
          token,
          method: 'POST',
          json: { content: 'x', b: 99 },
        })
      ).json(),
    ).toMatchObject({ key: 'BIBLIOTECA_NAO_ENCONTRADA' });
    expect(
      (
        await h.call('/unidade-informacao/comentario', {
          method: 'POST',
          json: { content: 'x', b: 1 },
        })
      ).status,
    ).toBe(401);
  });

  it('a suggestion names every blank required field and is stored for the acquisition pages', async () => {
    const token = await h.patronToken('professor', 'professor123');
    const send = (json: unknown) =>
      h.call('/unidade-informacao/sugestao-aquisicao', { token, method: 'POST', json });
    const blank = await send({ campus: 1, biblioteca: 1, titulo: ' ', editor: '' });
    expect(
      ((await blank.json()) as { fields: { field: string }[] }).fields.map((f) => f.field),
    ).toEqual(['titulo', 'editor']);
    expect(
      (await send({ campus: 1, biblioteca: 1, titulo: ' Torto arado ', editor: 'Todavia' })).status,
    ).toBe(201);
    const stored = h.mock.context.db.acquisitionSuggestions.findFirst((q) =>
      q.where({ cod_pessoa: qaAccounts.professor.cod_pessoa, titulo: 'Torto arado' }),
    );
    expect(stored).toMatchObject({
      editor: 'Todavia',
      situacao: 'pre_sugestao',
      cod_biblioteca: 1,
    });
  });

  it('a payment slip must match the amount owed at that library', async () => {
    const token = await h.patronToken('leitor', 'leitor123');
    const slip = (valor: unknown, codBiblioteca: unknown) =>
      h.call('/unidade-informacao/gru', { token, method: 'POST', json: { valor, codBiblioteca } });
    expect(await (await slip(10, 1)).json()).toMatchObject({ key: 'VALOR_DIFERENTE_DEBITOS' });
    expect(await (await slip(4.5, 5)).json()).toMatchObject({ key: 'SEM_DEBITO_PENDENTE' });
    expect(await (await slip(4.5, 99)).json()).toMatchObject({ key: 'BIBLIOTECA_NAO_ENCONTRADA' });
    expect(await (await slip(-1, 1)).json()).toMatchObject({
      status: 400,
      fields: [{ field: 'valor' }],
    });
    expect(await (await slip(4.5, 'BC')).json()).toMatchObject({
      status: 400,
      fields: [{ field: 'codBiblioteca' }],
    });
    expect((await slip(4.5, 1)).status).toBe(201);
  });

  it('the no-debts declaration is unavailable with loans or debts, and makes the patron inactive', async () => {
    const leitor = await h.patronToken('leitor', 'leitor123');
    expect(
      await (
        await h.call('/unidade-informacao/nada-consta', { token: leitor, method: 'POST' })
      ).json(),
    ).toMatchObject({ key: 'NADA_CONSTA_EMPRESTIMOS_ABERTOS' });
    const token = await h.patronToken('novo', 'novo123');
    const check: unknown = await (
      await h.call('/unidade-informacao/nada-consta/verifica', { token, headers: { idioma: '5' } })
    ).json();
    expect(check).toMatchObject({
      disponivel: true,
      mensagem: expect.stringContaining('inactive') as unknown,
    });
    expect(
      (await h.call('/unidade-informacao/nada-consta', { token, method: 'POST' })).status,
    ).toBe(201);
    expect(
      await (await h.call('/unidade-informacao/nada-consta/verifica', { token })).json(),
    ).toMatchObject({ disponivel: false });
    expect(
      await (await h.call('/unidade-informacao/nada-consta', { token, method: 'POST' })).json(),
    ).toMatchObject({ key: 'USUARIO_INATIVO' });
    expect(await (await h.login('novo', 'novo123')).json()).toMatchObject({
      status: 422,
      key: 'USUARIO_INATIVO',
    });
  });
});
