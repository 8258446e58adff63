// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PENDING_COMMENTS_LIMIT } from '../../../mocks/handlers/patron-support';
import { patronPortalHarness } from '../../contract/patron-portal-harness';

const h = await patronPortalHarness();
const titleCode = (name: string) =>
  h.mock.context.db.titles.findFirst((q) => q.where({ titulo: name, origem: 'real' }))!.cod_acervo;
type Page = { total: number; data: { codigo: number; comentario: string }[] };

describe('comment rules', () => {
  it('famous titles come with approved comments, newest first', async () => {
    const token = await h.publicToken();
    const page = (await (
      await h.call(`/comentarios/acervo/${titleCode('Dom Casmurro')}`, { token })
    ).json()) as { total: number; data: { data_comentario: string }[] };
    expect(page.total).toBe(3);
    const dates = page.data.map((comment) => comment.data_comentario);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('a new comment stays hidden until the information unit approves it', async () => {
    const token = await h.patronToken('professor', 'professor123');
    const id = titleCode('Iracema');
    const created = (await (
      await h.call(`/comentarios/acervo/${id}`, {
        token,
        method: 'POST',
        json: { content: '  Clássico do romantismo.  ' },
      })
    ).json()) as { codigo: number; comentario: string };
    expect(created.comentario).toBe('Clássico do romantismo.');
    const list = async () =>
      (await (await h.call(`/comentarios/acervo/${id}`, { token })).json()) as Page;
    expect((await list()).total).toBe(0);
    await h.mock.context.db.titleComments.update((q) => q.where({ codigo: created.codigo }), {
      data: (draft) => void (draft.situacao = 'aprovado'),
    });
    expect((await list()).data.map((comment) => comment.codigo)).toEqual([created.codigo]);
  });

  it(`a patron may have at most ${PENDING_COMMENTS_LIMIT} comments awaiting approval`, async () => {
    const token = await h.patronToken('novo', 'novo123');
    const id = titleCode('O cortiço');
    for (let n = 1; n <= PENDING_COMMENTS_LIMIT; n++) {
      expect(
        (
          await h.call(`/comentarios/acervo/${id}`, {
            token,
            method: 'POST',
            json: { content: `Comentário ${n}` },
          })
        ).status,
      ).toBe(201);
    }
    const refused = await h.call(`/comentarios/acervo/${id}`, {
      token,
      method: 'POST',
      json: { content: 'Mais um' },
    });
    expect(await refused.json()).toMatchObject({
      status: 422,
      message: 'LIMITE_COMENTARIOS_PENDENTES',
      key: 'LIMITE_COMENTARIOS_PENDENTES',
    });
  });

  it('own pending comments can be deleted; approved or somebody else’s cannot', async () => {
    const token = await h.patronToken('leitor', 'leitor123');
    const mine = h.mock.context.db.titleComments.findMany((q) =>
      q.where({ nome_pessoa: 'Ana Beatriz Souza Lima' }),
    );
    const pending = mine.find((row) => row.situacao === 'pendente')!;
    const approved = mine.find((row) => row.situacao === 'aprovado')!;
    const other = h.mock.context.db.titleComments.findFirst((q) =>
      q.where({ nome_pessoa: 'Luís Fernando Prado' }),
    )!;
    const remove = (codigo: number) =>
      h.call(`/comentarios/usuario/${codigo}`, { token, method: 'DELETE' });
    expect(await (await remove(approved.codigo)).json()).toMatchObject({
      key: 'COMENTARIO_NAO_PENDENTE',
    });
    expect((await remove(other.codigo)).status).toBe(404);
    expect((await remove(pending.codigo)).status).toBe(200);
    expect(
      h.mock.context.db.titleComments.findFirst((q) => q.where({ codigo: pending.codigo })),
    ).toBeUndefined();
    const titles = (await (await h.call('/comentarios/usuario/acervos', { token })).json()) as {
      pendentes: number;
    }[];
    expect(titles.every((title) => title.pendentes === 0)).toBe(true);
  });
});
