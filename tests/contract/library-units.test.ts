import { describe, expect, it } from 'vitest';
import { patronPortalHarness } from './patron-portal-harness';

const h = await patronPortalHarness();
const leitor = () => h.patronToken('leitor', 'leitor123');

describe('library-units operations answer as the contract says', () => {
  it('listCampuses and listLibraries from the data layer', async () => {
    const token = await h.publicToken();
    const campuses = (await (await h.call('/campus?page=1', { token })).json()) as {
      total: number;
      data: { cod_campus: number }[];
    };
    expect(campuses.total).toBeGreaterThan(1);
    const found = (await (await h.call('/campus?search_text=litor', { token })).json()) as {
      data: { nome_campus: string }[];
    };
    expect(found.data.map((campus) => campus.nome_campus)).toEqual(['Campus Litoral']);
    const libraries = await h.call(`/unidade-informacao?campus=${campuses.data[0]?.cod_campus}`, {
      token,
    });
    expect(((await libraries.json()) as unknown[]).length).toBeGreaterThan(0);
    expect(await (await h.call('/unidade-informacao?campus=999', { token })).json()).toEqual([]);
    expect((await h.call('/unidade-informacao', { token })).status).toBe(400);
    expect((await h.call('/unidade-informacao?campus=1')).status).toBe(401);
    expect((await h.call('/campus')).status).toBe(401);
    h.mock.context.scenarios.set('listCampuses:500');
    expect((await h.call('/campus', { token })).status).toBe(500);
    await h.expectContractKept();
  });

  it('createGeneralComment and createAcquisitionSuggestion: 201, 400 naming the field, 422 rules', async () => {
    const token = await leitor();
    const comment = (json: unknown) =>
      h.call('/unidade-informacao/comentario', { token, method: 'POST', json });
    expect((await comment({ content: '  Mais tomadas na sala de estudos.  ', b: 1 })).status).toBe(
      201,
    );
    const blank = await comment({ content: '   ', b: 1 });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ fields: [{ field: 'content' }] });
    expect((await comment({ content: 'Olá', b: 999 })).status).toBe(422);
    expect((await comment({ content: 'Olá', b: 7 })).status).toBe(422);
    await h.expectPatronOnly('/unidade-informacao/comentario', 'POST', { content: 'x', b: 1 });
    const suggest = (json: unknown) =>
      h.call('/unidade-informacao/sugestao-aquisicao', { token, method: 'POST', json });
    const good = {
      campus: 1,
      biblioteca: 1,
      titulo: 'Torto arado',
      editor: 'Todavia',
      autor: 'Itamar Vieira Junior',
    };
    expect((await suggest(good)).status).toBe(201);
    const noPublisher = await suggest({ ...good, editor: '  ' });
    expect(noPublisher.status).toBe(400);
    expect(await noPublisher.json()).toMatchObject({ fields: [{ field: 'editor' }] });
    expect((await suggest({ ...good, biblioteca: 4 })).status).toBe(422);
    await h.expectPatronOnly('/unidade-informacao/sugestao-aquisicao', 'POST', good);
    await h.expectContractKept();
  });

  it('createPaymentSlip: 201 for the owed amount, 400, 422 wrong amount, no debt, no tax number', async () => {
    const token = await leitor();
    const slip = (json: unknown, as = token) =>
      h.call('/unidade-informacao/gru', { token: as, method: 'POST', json });
    expect((await slip({ valor: 4.5, codBiblioteca: 1 })).status).toBe(201);
    expect((await slip({ valor: 3, codBiblioteca: 1 })).status).toBe(422);
    expect((await slip({ valor: 4.5, codBiblioteca: 2 })).status).toBe(422);
    expect((await slip({ valor: 0, codBiblioteca: 1 })).status).toBe(400);
    expect((await slip({ valor: '4,50', codBiblioteca: 1 })).status).toBe(400);
    const noCpf = await slip(
      { valor: 4.5, codBiblioteca: 1 },
      await h.patronToken('semcpf', 'semcpf123'),
    );
    expect(noCpf.status).toBe(422);
    expect(await noCpf.json()).toMatchObject({ key: 'USUARIO_SEM_CPF' });
    await h.expectPatronOnly('/unidade-informacao/gru', 'POST', { valor: 1, codBiblioteca: 1 });
    await h.expectContractKept();
  });

  it('no-debts declaration: unavailable with loans, issued otherwise; e-mail it', async () => {
    const token = await leitor();
    expect(
      await (await h.call('/unidade-informacao/nada-consta/verifica', { token })).json(),
    ).toMatchObject({ disponivel: false });
    expect(
      (await h.call('/unidade-informacao/nada-consta', { token, method: 'POST' })).status,
    ).toBe(422);
    const free = await h.patronToken('semcpf', 'semcpf123');
    expect(
      await (await h.call('/unidade-informacao/nada-consta/verifica', { token: free })).json(),
    ).toMatchObject({ disponivel: true });
    expect(
      (await h.call('/unidade-informacao/nada-consta', { token: free, method: 'POST' })).status,
    ).toBe(201);
    const mail = new FormData();
    mail.set('arquivo', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'nada-consta.pdf');
    expect(
      (await h.call('/nada-consta/send-mail', { token: free, method: 'POST', body: mail })).status,
    ).toBe(200);
    const textOnly = new FormData();
    textOnly.set('arquivo', 'não é um arquivo');
    expect(
      (await h.call('/nada-consta/send-mail', { token: free, method: 'POST', body: textOnly }))
        .status,
    ).toBe(400);
    const novo = await h.patronToken('novo', 'novo123');
    expect(
      (await h.call('/nada-consta/send-mail', { token: novo, method: 'POST', body: mail })).status,
    ).toBe(422);
    await h.expectPatronOnly('/unidade-informacao/nada-consta/verifica');
    await h.expectPatronOnly('/unidade-informacao/nada-consta', 'POST');
    expect((await h.call('/nada-consta/send-mail', { method: 'POST', body: mail })).status).toBe(
      401,
    );
    expect(
      (
        await h.call('/nada-consta/send-mail', {
          method: 'POST',
          body: mail,
          token: await h.publicToken(),
        })
      ).status,
    ).toBe(403);
    await h.expectContractKept();
  });
});
