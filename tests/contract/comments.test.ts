import { describe, expect, it } from 'vitest';
import { patronPortalHarness } from './patron-portal-harness';

const h = await patronPortalHarness();
const leitor = () => h.patronToken('leitor', 'leitor123');
const titleCode = (name: string) =>
  h.mock.context.db.titles.findFirst((q) => q.where({ titulo: name, origem: 'real' }))!.cod_acervo;

describe('comments operations answer as the contract says', () => {
  it('listTitleComments: approved comments only, 404 unknown title, 400 bad id', async () => {
    const token = await h.publicToken();
    const page = await h.call(`/comentarios/acervo/${titleCode('Dom Casmurro')}`, { token });
    expect(page.status).toBe(200);
    const body = (await page.json()) as { data: { situacao: string }[] };
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((comment) => comment.situacao === 'aprovado')).toBe(true);
    expect((await h.call('/comentarios/acervo/999999999', { token })).status).toBe(404);
    expect((await h.call('/comentarios/acervo/abc', { token })).status).toBe(400);
    expect((await h.call('/comentarios/acervo/1')).status).toBe(401);
    h.mock.context.scenarios.set('listTitleComments:500');
    expect((await h.call('/comentarios/acervo/1', { token })).status).toBe(500);
    await h.expectContractKept();
  });

  it('createTitleComment: 201 pending, 400 blank, 404 unknown title, 422 pending limit', async () => {
    const token = await leitor();
    const id = titleCode('A hora da estrela');
    const send = (json: unknown, title = id) =>
      h.call(`/comentarios/acervo/${title}`, { token, method: 'POST', json });
    const created = await send({ content: 'Um livro curto e imenso.' });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ situacao: 'pendente' });
    expect((await send({ content: '   ' })).status).toBe(400);
    expect((await send({ content: 'x' }, 999999999)).status).toBe(404);
    expect((await send({ content: 'Segundo' })).status).toBe(201);
    const refused = await send({ content: 'Quarto pendente' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ key: 'LIMITE_COMENTARIOS_PENDENTES' });
    await h.expectPatronOnly(`/comentarios/acervo/${id}`, 'POST', { content: 'x' });
    await h.expectContractKept();
  });

  it("the patron's commented titles and comments; deleting own pending ones only", async () => {
    const token = await leitor();
    const titles = (await (await h.call('/comentarios/usuario/acervos', { token })).json()) as {
      cod_acervo: number;
      pendentes: number;
    }[];
    expect(titles.length).toBe(2);
    const id = titleCode('Vidas secas');
    const mine = (await (await h.call(`/comentarios/usuario/acervo/${id}`, { token })).json()) as {
      codigo: number;
      situacao: string;
    }[];
    const pending = mine.find((comment) => comment.situacao === 'pendente')!;
    expect((await h.call('/comentarios/usuario/acervo/999999999', { token })).status).toBe(404);
    const approved = (await (
      await h.call(`/comentarios/usuario/acervo/${titleCode('Dom Casmurro')}`, { token })
    ).json()) as { codigo: number }[];
    expect(
      (await h.call(`/comentarios/usuario/${approved[0]!.codigo}`, { token, method: 'DELETE' }))
        .status,
    ).toBe(422);
    const others = (await (await h.call(`/comentarios/acervo/${id}`, { token })).json()) as {
      data: { codigo: number }[];
    };
    expect(
      (await h.call(`/comentarios/usuario/${others.data[0]!.codigo}`, { token, method: 'DELETE' }))
        .status,
    ).toBe(404);
    expect((await h.call('/comentarios/usuario/0', { token, method: 'DELETE' })).status).toBe(400);
    expect(
      (await h.call(`/comentarios/usuario/${pending.codigo}`, { token, method: 'DELETE' })).status,
    ).toBe(200);
    await h.expectPatronOnly('/comentarios/usuario/acervos');
    await h.expectPatronOnly(`/comentarios/usuario/acervo/${id}`);
    await h.expectPatronOnly(`/comentarios/usuario/${pending.codigo}`, 'DELETE');
    await h.expectContractKept();
  });
});
