import { describe, expect, it } from 'vitest';
import { qaAccounts } from '../../mocks/patrons/qa-accounts';
import type { Schemas } from '../../mocks/schema-types';
import { patronPortalHarness } from './patron-portal-harness';
import { holdChoice, loanRequestForm, patronServiceFixtures } from './patron-service-fixtures';

/*
 * Holds, requests, loan requests, interest profile and acquisition: every operation through
 * the real handlers, the happy path and each documented error, judged against the contract.
 */
const { mock, call, expectContractKept, expectPatronOnly } = await patronPortalHarness();
const fixtures = patronServiceFixtures(mock.context.db);
const tokenOf = (who: keyof typeof qaAccounts) =>
  mock.context.tokens.issuePatron(String(qaAccounts[who].cod_pessoa)).access_token;
const json = async <T>(response: Response) => (await response.json()) as T;

async function holdChoiceFor(token: string, codAcervo: number) {
  const options = await json<Schemas['HoldOptions']>(
    await call(`/reserva/${codAcervo}/informacoes-iniciais`, { token }),
  );
  return {
    cod_acervo: codAcervo,
    biblioteca: options.bibliotecas[0]!.cod_biblioteca,
    volume: options.volumes[0]!.codigo,
    tomo: options.tomos[0]!.codigo,
    parte: options.partes[0]!.codigo,
    material_adicional: options.materiais_adicionais[0]!.codigo,
    localizacao: options.localizacoes[0]!.codigo,
  };
}

describe('holds', () => {
  it('getHoldOptions: 200, 400 bad id, 404 unknown title, 401/403, QA 500', async () => {
    const token = tokenOf('leitor');
    const ok = await call(`/reserva/${fixtures.holdable[0]}/informacoes-iniciais`, { token });
    expect(ok.status).toBe(200);
    expect(await json<Schemas['HoldOptions']>(ok)).toMatchObject({
      permite_reserva: true,
      limite_reservas: 10,
    });
    const refused = await json<Schemas['HoldOptions']>(
      await call(`/reserva/${fixtures.available}/informacoes-iniciais`, { token }),
    );
    expect(refused).toMatchObject({
      permite_reserva: false,
      mensagem: 'RESERVA_EXEMPLAR_DISPONIVEL',
    });
    expect((await call('/reserva/abc/informacoes-iniciais', { token })).status).toBe(400);
    expect((await call('/reserva/999999999/informacoes-iniciais', { token })).status).toBe(404);
    await expectPatronOnly(`/reserva/${fixtures.holdable[0]}/informacoes-iniciais`);
    mock.context.scenarios.set('getHoldOptions:500');
    expect(
      (await call(`/reserva/${fixtures.holdable[0]}/informacoes-iniciais`, { token })).status,
    ).toBe(500);
    await expectContractKept();
  });

  it('listHolds and listHoldHistory: 200, history 400 on a reversed period', async () => {
    const token = tokenOf('leitor');
    const list = await json<Schemas['HoldList']>(await call('/reserva', { token }));
    expect(list.total).toBe(5);
    expect((await call('/reserva/historico', { token })).status).toBe(200);
    expect(
      (await call('/reserva/historico?dataIni=2026-01-01&dataFim=2026-12-31', { token })).status,
    ).toBe(200);
    expect(
      (await call('/reserva/historico?dataIni=2026-12-31&dataFim=2026-01-01', { token })).status,
    ).toBe(400);
    expect((await call('/reserva/historico?dataIni=2026-02-30', { token })).status).toBe(400);
    await expectPatronOnly('/reserva');
    await expectPatronOnly('/reserva/historico');
    await expectContractKept();
  });

  it('createHold and validateHoldQueue: 201/200, 400 naming fields, 422 rules', async () => {
    const token = tokenOf('leitor');
    const choice = await holdChoiceFor(token, fixtures.holdable[0]!);
    expect(
      (await call('/reserva/validar-fila', { token, method: 'POST', json: choice })).status,
    ).toBe(200);
    const created = await call('/reserva', { token, method: 'POST', json: choice });
    expect(created.status).toBe(201);
    const missing = await call('/reserva', {
      token,
      method: 'POST',
      json: { cod_acervo: fixtures.holdable[1] },
    });
    expect(missing.status).toBe(400);
    expect((await json<Schemas['Error']>(missing)).fields?.map((field) => field.field)).toEqual([
      'biblioteca',
      'volume',
      'tomo',
      'parte',
      'material_adicional',
      'localizacao',
    ]);
    for (const body of [null, [], 'x', 42, { cod_acervo: 1e300 }])
      expect(
        (await call('/reserva/validar-fila', { token, method: 'POST', json: body })).status,
      ).toBe(400);
    const available = await call('/reserva', {
      token,
      method: 'POST',
      json: holdChoice(fixtures.available, 1),
    });
    expect(available.status).toBe(422);
    const notAllowed = await call('/reserva/validar-fila', {
      token,
      method: 'POST',
      json: holdChoice(fixtures.notAllowed, 1),
    });
    expect(notAllowed.status).toBe(422);
    await expectPatronOnly('/reserva', 'POST', choice);
    await expectPatronOnly('/reserva/validar-fila', 'POST', choice);
    await expectContractKept();
  });

  it("cancelHolds: 200, 400 without ids, 404 for a hold not the patron's", async () => {
    const token = tokenOf('leitor');
    const list = await json<Schemas['HoldList']>(await call('/reserva', { token }));
    const [first, second] = list.data;
    expect(
      (
        await call(`/reserva?reservas=${first!.cod_reserva}&reservas=${second!.cod_reserva}`, {
          token,
          method: 'DELETE',
        })
      ).status,
    ).toBe(200);
    expect((await call('/reserva', { token, method: 'DELETE' })).status).toBe(400);
    expect((await call('/reserva?reservas=x', { token, method: 'DELETE' })).status).toBe(400);
    const professorHold = mock.context.db.holds
      .all()
      .find((hold) => hold.cod_pessoa === qaAccounts.professor.cod_pessoa)!;
    expect(
      (await call(`/reserva?reservas=${professorHold.cod_reserva}`, { token, method: 'DELETE' }))
        .status,
    ).toBe(404);
    await expectPatronOnly('/reserva?reservas=1', 'DELETE');
    await expectContractKept();
  });
});

describe('loan requests', () => {
  it('getLoanRequestOptions: 200, 400, 404', async () => {
    const token = tokenOf('leitor');
    const { cod_acervo } = fixtures.singleCopy[0]!;
    expect(
      (await call(`/solicitacao-emprestimo/${cod_acervo}/informacoes-iniciais`, { token })).status,
    ).toBe(200);
    expect((await call('/solicitacao-emprestimo/0/informacoes-iniciais', { token })).status).toBe(
      400,
    );
    expect(
      (await call('/solicitacao-emprestimo/999999999/informacoes-iniciais', { token })).status,
    ).toBe(404);
    await expectPatronOnly(`/solicitacao-emprestimo/${cod_acervo}/informacoes-iniciais`);
    await expectContractKept();
  });

  it('createLoanRequest: 201, 400 naming fields, 404, the four 422 rules', async () => {
    const token = tokenOf('leitor');
    const [a, b, c] = fixtures.singleCopy;
    expect(
      (
        await call(`/solicitacao-emprestimo/${a!.cod_acervo}`, {
          token,
          method: 'POST',
          json: loanRequestForm(a!.biblioteca),
        })
      ).status,
    ).toBe(201);
    const identical = await call(`/solicitacao-emprestimo/${a!.cod_acervo}`, {
      token,
      method: 'POST',
      json: loanRequestForm(a!.biblioteca),
    });
    expect(await json<Schemas['Error']>(identical)).toMatchObject({
      status: 422,
      key: 'SOLICITACAO_IDENTICA_EXISTENTE',
    });
    const bad = await call(`/solicitacao-emprestimo/${b!.cod_acervo}`, {
      token,
      method: 'POST',
      json: loanRequestForm(b!.biblioteca, {
        email: 'x@',
        telefone: '12345678901234567',
        cod_local_recebimento: 3,
      }),
    });
    expect(bad.status).toBe(400);
    expect((await json<Schemas['Error']>(bad)).fields?.map((field) => field.field)).toEqual([
      'telefone',
      'email',
    ]);
    const home = await call(`/solicitacao-emprestimo/${b!.cod_acervo}`, {
      token,
      method: 'POST',
      json: loanRequestForm(b!.biblioteca, { cod_local_recebimento: 3 }),
    });
    expect((await json<Schemas['Error']>(home)).fields).toEqual([
      { field: 'domicilio', message: 'required for a home loan' },
    ]);
    expect(
      (
        await call('/solicitacao-emprestimo/999999999', {
          token,
          method: 'POST',
          json: loanRequestForm(1),
        })
      ).status,
    ).toBe(404);
    const none = await call(`/solicitacao-emprestimo/${fixtures.noneOnShelf.cod_acervo}`, {
      token,
      method: 'POST',
      json: loanRequestForm(fixtures.noneOnShelf.biblioteca),
    });
    expect((await json<Schemas['Error']>(none)).key).toBe('SOLICITACAO_SEM_EXEMPLAR_DISPONIVEL');
    const professor = tokenOf('professor');
    expect(
      (
        await call(`/solicitacao-emprestimo/${c!.cod_acervo}`, {
          token: professor,
          method: 'POST',
          json: loanRequestForm(c!.biblioteca),
        })
      ).status,
    ).toBe(201);
    const taken = await call(`/solicitacao-emprestimo/${c!.cod_acervo}`, {
      token,
      method: 'POST',
      json: loanRequestForm(c!.biblioteca),
    });
    expect((await json<Schemas['Error']>(taken)).key).toBe('SOLICITACAO_EXEMPLARES_JA_SOLICITADOS');
    expect(
      (
        await call(`/solicitacao-emprestimo/${b!.cod_acervo}`, {
          token,
          method: 'POST',
          json: loanRequestForm(b!.biblioteca),
        })
      ).status,
    ).toBe(201);
    const limit = await call(`/solicitacao-emprestimo/${fixtures.singleCopy[3]!.cod_acervo}`, {
      token,
      method: 'POST',
      json: loanRequestForm(fixtures.singleCopy[3]!.biblioteca),
    });
    expect((await json<Schemas['Error']>(limit)).key).toBe('SOLICITACAO_LIMITE_EXCEDIDO');
    await expectPatronOnly(
      `/solicitacao-emprestimo/${a!.cod_acervo}`,
      'POST',
      loanRequestForm(a!.biblioteca),
    );
    await expectContractKept();
  });

  it('listLoanRequests: 200 with filters, 400 on a reversed period or unknown status', async () => {
    const token = tokenOf('leitor');
    expect((await call('/solicitacao-emprestimo', { token })).status).toBe(200);
    expect(
      (
        await call(
          '/solicitacao-emprestimo?status=em_transito&dataIni=2026-01-01&dataFim=2026-12-31',
          { token },
        )
      ).status,
    ).toBe(200);
    expect(
      (await call('/solicitacao-emprestimo?dataIni=2026-12-31&dataFim=2026-01-01', { token }))
        .status,
    ).toBe(400);
    expect((await call('/solicitacao-emprestimo?status=perdida', { token })).status).toBe(400);
    await expectPatronOnly('/solicitacao-emprestimo');
    await expectContractKept();
  });
});

describe('requests and alerts', () => {
  it('createSwitchingRequest: 201 per type, 400 on pages and missing fields', async () => {
    const token = tokenOf('leitor');
    const article = {
      titulo_artigo: 'A',
      titulo_revista: 'R',
      ano: 2018,
      paginas: '20 a 30',
      email: 'ana@example.org',
    };
    expect(
      (
        await call('/solicitacoes/comutacao-bibliografica/artigo', {
          token,
          method: 'POST',
          json: article,
        })
      ).status,
    ).toBe(201);
    const thesis = {
      titulo_documento: 'T',
      autor: 'X',
      grau_defesa: 'mestrado',
      ano: 2010,
      email: 'ana@example.org',
    };
    expect(
      (
        await call('/solicitacoes/comutacao-bibliografica/tese-dissertacao', {
          token,
          method: 'POST',
          json: thesis,
        })
      ).status,
    ).toBe(201);
    const part = {
      titulo_documento: 'D',
      titulo_artigo: 'P',
      paginas: '5/9',
      email: 'ana@example.org',
    };
    expect(
      (
        await call('/solicitacoes/comutacao-bibliografica/parte-documento', {
          token,
          method: 'POST',
          json: part,
        })
      ).status,
    ).toBe(201);
    const reversed = await call('/solicitacoes/comutacao-bibliografica/artigo', {
      token,
      method: 'POST',
      json: { ...article, paginas: '30-20' },
    });
    expect((await json<Schemas['Error']>(reversed)).fields).toEqual([
      { field: 'paginas', message: 'start page after end page' },
    ]);
    expect(
      (
        await call('/solicitacoes/comutacao-bibliografica/livro', {
          token,
          method: 'POST',
          json: article,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('/solicitacoes/comutacao-bibliografica/tese-dissertacao', {
          token,
          method: 'POST',
          json: { email: 'a@b.org' },
        })
      ).status,
    ).toBe(400);
    await expectPatronOnly('/solicitacoes/comutacao-bibliografica/artigo', 'POST', article);
    await expectContractKept();
  });

  it('listRequests, survey, catalogue card and specialised search', async () => {
    const token = tokenOf('leitor');
    expect(
      (await call('/solicitacoes/comutacao-bibliografica?status=finalizada', { token })).status,
    ).toBe(200);
    expect((await call('/solicitacoes/outra-coisa', { token })).status).toBe(400);
    expect(
      (await call('/solicitacoes/levantamento-bibliografico?status=x', { token })).status,
    ).toBe(400);
    const survey = {
      assunto_geral: 'Machado',
      formato: 'ambos',
      data_inicio: '2020-01-01',
      data_fim: '2024-12-31',
      pagina_inicial_bibliografia: 2,
      pagina_final_bibliografia: 9,
    };
    expect(
      (
        await call('/solicitacoes/levantamento-bibliografico', {
          token,
          method: 'POST',
          json: survey,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call('/solicitacoes/levantamento-bibliografico', {
          token,
          method: 'POST',
          json: { ...survey, data_inicio: '2025-01-01' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('/solicitacoes/levantamento-bibliografico', {
          token,
          method: 'POST',
          json: { ...survey, pagina_inicial_bibliografia: 10 },
        })
      ).status,
    ).toBe(400);
    const card = {
      titulo: 'O narrador',
      autor: 'Ana',
      tipo_trabalho: 'tcc',
      ano: 2026,
      total_paginas: 80,
      email: 'ana@example.org',
    };
    expect(
      (await call('/solicitacoes/ficha-catalografica', { token, method: 'POST', json: card }))
        .status,
    ).toBe(201);
    expect(
      (
        await call('/solicitacoes/ficha-catalografica', {
          token,
          method: 'POST',
          json: { ...card, tipo_trabalho: 'x' },
        })
      ).status,
    ).toBe(400);
    const search = {
      assunto: 'Recepção',
      email: 'ana@example.org',
      data_inicio: '2020-01-01',
      data_fim: '2021-01-01',
    };
    expect(
      (await call('/solicitacoes/pesquisa-especializada', { token, method: 'POST', json: search }))
        .status,
    ).toBe(201);
    expect(
      (
        await call('/solicitacoes/pesquisa-especializada', {
          token,
          method: 'POST',
          json: { ...search, data_fim: '2019-01-01' },
        })
      ).status,
    ).toBe(400);
    await expectPatronOnly('/solicitacoes/ficha-catalografica', 'POST', card);
    await expectPatronOnly('/solicitacoes/comutacao-bibliografica');
    await expectContractKept();
  });

  it('inter-library loan: data, 201, 400, 422 over the limit', async () => {
    const token = tokenOf('leitor');
    expect((await call('/solicitacoes/emprestimo-inter-bibliotecas/dados', { token })).status).toBe(
      200,
    );
    const form = {
      titulo: 'Teoria do romance',
      biblioteca_recebimento: 1,
      email: 'ana@example.org',
      cod_empresa: 2,
    };
    const path = '/solicitacoes/emprestimo-inter-bibliotecas/dados';
    expect((await call(path, { token, method: 'POST', json: form })).status).toBe(201);
    expect(
      (await call(path, { token, method: 'POST', json: { ...form, biblioteca_recebimento: 99 } }))
        .status,
    ).toBe(400);
    expect((await call(path, { token, method: 'POST', json: form })).status).toBe(201);
    const refused = await call(path, { token, method: 'POST', json: form });
    expect((await json<Schemas['Error']>(refused)).key).toBe(
      'EMPRESTIMO_ENTRE_BIBLIOTECAS_LIMITE_EXCEDIDO',
    );
    await expectPatronOnly(path);
    await expectContractKept();
  });

  it("alerts: list (both dates or none), mark read, delete, 404 for others' alerts", async () => {
    const token = tokenOf('leitor');
    const alerts = await json<Schemas['Alert'][]>(await call('/solicitacoes/alertas', { token }));
    expect(alerts.filter((alert) => !alert.lido)).toHaveLength(2);
    expect(
      (await call('/solicitacoes/alertas?dataIni=2026-01-01&dataFim=2026-12-31', { token })).status,
    ).toBe(200);
    expect((await call('/solicitacoes/alertas?dataIni=2026-01-01', { token })).status).toBe(400);
    expect(
      (await call('/solicitacoes/alertas?dataIni=2026-12-01&dataFim=2026-01-01', { token })).status,
    ).toBe(400);
    const unread = alerts.find((alert) => !alert.lido)!;
    expect(
      (
        await call(`/solicitacoes/alertas/${unread.id}`, {
          token,
          method: 'PUT',
          json: { lido: true },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(`/solicitacoes/alertas/${unread.id}`, {
          token,
          method: 'PUT',
          json: { lido: 'yes' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await call(`/solicitacoes/alertas/${unread.id}`, { token, method: 'DELETE' })).status,
    ).toBe(200);
    expect(
      (await call(`/solicitacoes/alertas/${unread.id}`, { token, method: 'DELETE' })).status,
    ).toBe(404);
    expect(
      (await call('/solicitacoes/alertas/9007', { token, method: 'PUT', json: { lido: true } }))
        .status,
    ).toBe(404);
    expect((await call('/solicitacoes/alertas/x', { token, method: 'DELETE' })).status).toBe(400);
    await expectPatronOnly('/solicitacoes/alertas');
    await expectPatronOnly('/solicitacoes/alertas/9001', 'DELETE');
    mock.context.scenarios.set('listAlerts:500');
    expect((await call('/solicitacoes/alertas', { token })).status).toBe(500);
    await expectContractKept();
  });
});

describe('interest profile', () => {
  const future = '2099-01-01';

  it('aux info, area/author/subject CRUD, search and validity', async () => {
    const token = tokenOf('leitor');
    expect((await call('/perfil-interesse/areas-interesse/info-auxiliar', { token })).status).toBe(
      200,
    );
    const list = await json<Schemas['AreaAuthorSubjectInterest'][]>(
      await call('/perfil-interesse/area-autor-assunto', { token }),
    );
    expect(list).toHaveLength(3);
    expect(
      (await call('/perfil-interesse/area-autor-assunto?tipoDSI=autor', { token })).status,
    ).toBe(200);
    expect((await call('/perfil-interesse/area-autor-assunto?tipoDSI=x', { token })).status).toBe(
      400,
    );
    const hits = await json<Schemas['InterestSearchHit'][]>(
      await call(
        '/perfil-interesse/area-autor-assunto/pesquisa?tipoPesquisa=assunto&termoPesquisa=romance',
        { token },
      ),
    );
    expect(hits.length).toBeGreaterThan(0);
    expect(
      (await call('/perfil-interesse/area-autor-assunto/pesquisa?tipoPesquisa=assunto', { token }))
        .status,
    ).toBe(400);
    const path = '/perfil-interesse/area-autor-assunto';
    const item = { codigo: hits[0]!.codigo };
    expect(
      (
        await call(path, {
          token,
          method: 'POST',
          json: { tipoDSI: 'assunto', validade: future, itens: [item] },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call(path, {
          token,
          method: 'POST',
          json: { tipoDSI: 'assunto', validade: '2000-01-01', itens: [item] },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await call(path, {
          token,
          method: 'POST',
          json: { tipoDSI: 'assunto', validade: future, itens: [] },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(path, {
          token,
          method: 'DELETE',
          json: { codigo: item.codigo, tipoDSI: 'assunto' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(path, {
          token,
          method: 'DELETE',
          json: { codigo: item.codigo, tipoDSI: 'assunto' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(path, { token, method: 'DELETE', json: { tipoDSI: 'assunto' } })).status,
    ).toBe(400);
    expect(
      (
        await call(`${path}/validade`, {
          token,
          method: 'PUT',
          json: { validade: future, tipoDSI: 'area' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(`${path}/validade`, { token, method: 'PUT', json: { validade: '2001-01-01' } }))
        .status,
    ).toBe(422);
    expect((await call(`${path}/validade`, { token, method: 'PUT', json: {} })).status).toBe(400);
    await expectPatronOnly(path);
    await expectPatronOnly('/perfil-interesse/areas-interesse/info-auxiliar');
    await expectContractKept();
  });

  it('periodicals and work types CRUD, search, titles', async () => {
    const token = tokenOf('leitor');
    const periodicals = await json<Schemas['PeriodicalInterest'][]>(
      await call('/perfil-interesse/periodicos', { token }),
    );
    expect(periodicals).toHaveLength(2);
    const found = await json<Schemas['PeriodicalSearchHit'][]>(
      await call('/perfil-interesse/periodicos/pesquisa?termoPesquisa=a', { token }),
    );
    expect((await call('/perfil-interesse/periodicos/pesquisa', { token })).status).toBe(400);
    const other = found.find((hit) => !periodicals.some((entry) => entry.codigo === hit.codigo))!;
    const path = '/perfil-interesse/periodicos';
    const item = { codigo: other.codigo, bibliotecas: [1], fasciculo: true };
    expect(
      (await call(path, { token, method: 'POST', json: { validade: future, itens: [item] } }))
        .status,
    ).toBe(201);
    expect(
      (
        await call(path, {
          token,
          method: 'POST',
          json: { validade: future, itens: [{ codigo: other.codigo, bibliotecas: [1] }] },
        })
      ).status,
    ).toBe(400);
    const update = {
      codigo: other.codigo,
      validade: future,
      fasciculo: false,
      artigo: true,
      sumario: false,
      bibliotecas: [1, 2],
    };
    expect((await call(path, { token, method: 'PUT', json: update })).status).toBe(200);
    expect(
      (await call(path, { token, method: 'PUT', json: { ...update, artigo: false } })).status,
    ).toBe(400);
    expect(
      (await call(path, { token, method: 'PUT', json: { ...update, codigo: 1 } })).status,
    ).toBe(404);
    expect(
      (await call(path, { token, method: 'DELETE', json: { codigo: other.codigo } })).status,
    ).toBe(200);
    expect(
      (await call(path, { token, method: 'DELETE', json: { codigo: other.codigo } })).status,
    ).toBe(404);
    expect((await call(path, { token, method: 'DELETE', json: {} })).status).toBe(400);

    const types = '/perfil-interesse/tipo-obra';
    expect((await call(types, { token })).status).toBe(200);
    expect(
      (
        await call(types, {
          token,
          method: 'POST',
          json: { validade: future, itens: [{ codigo: 2, bibliotecas: [1], idiomas: ['por'] }] },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call(types, {
          token,
          method: 'POST',
          json: { validade: future, itens: [{ codigo: 99, bibliotecas: [1], idiomas: [] }] },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(types, {
          token,
          method: 'PUT',
          json: { codigo: 2, validade: future, bibliotecas: [], idiomas: ['eng'] },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(types, {
          token,
          method: 'PUT',
          json: { codigo: 7, validade: future, bibliotecas: [], idiomas: [] },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(types, {
          token,
          method: 'PUT',
          json: { codigo: 2, validade: '2000-01-01', bibliotecas: [], idiomas: [] },
        })
      ).status,
    ).toBe(400);
    expect((await call(types, { token, method: 'DELETE', json: { codigo: 2 } })).status).toBe(200);
    expect((await call(types, { token, method: 'DELETE', json: { codigo: 2 } })).status).toBe(404);
    expect((await call(types, { token, method: 'DELETE', json: null })).status).toBe(400);

    expect((await call('/perfil-interesse/titulos', { token })).status).toBe(200);
    expect(
      (await call('/perfil-interesse/titulos?dataIni=2026-10-01&dataFim=2026-11-30', { token }))
        .status,
    ).toBe(200);
    expect(
      (await call('/perfil-interesse/titulos?dataIni=2026-11-30&dataFim=2026-10-01', { token }))
        .status,
    ).toBe(400);
    await expectPatronOnly(path);
    await expectPatronOnly(types, 'DELETE', { codigo: 1 });
    await expectPatronOnly('/perfil-interesse/titulos');
    await expectContractKept();
  });
});

describe('acquisition', () => {
  it('statuses, suggestions with filters, statistics', async () => {
    const token = tokenOf('leitor');
    const statuses = await json<Schemas['AcquisitionStatusOption'][]>(
      await call('/aquisicao/sugestoes/situacao', { token, headers: { idioma: '5' } }),
    );
    expect(statuses).toHaveLength(14);
    expect((await call('/aquisicao/sugestoes', { token })).status).toBe(200);
    expect(
      (
        await call(
          '/aquisicao/sugestoes?situacao=em_cotacao&dataIni=2026-01-01&dataFim=2026-12-31',
          { token },
        )
      ).status,
    ).toBe(200);
    expect((await call('/aquisicao/sugestoes?situacao=x', { token })).status).toBe(400);
    expect(
      (await call('/aquisicao/sugestoes?dataIni=2026-12-31&dataFim=2026-01-01', { token })).status,
    ).toBe(400);
    expect((await call('/aquisicao/estatisticas', { token })).status).toBe(200);
    expect(
      (await call('/aquisicao/estatisticas?dataIni=2026-12-31&dataFim=2026-01-01', { token }))
        .status,
    ).toBe(400);
    await expectPatronOnly('/aquisicao/sugestoes');
    await expectPatronOnly('/aquisicao/sugestoes/situacao');
    await expectPatronOnly('/aquisicao/estatisticas');
    mock.context.scenarios.set('getAcquisitionStatistics:500');
    expect((await call('/aquisicao/estatisticas', { token })).status).toBe(500);
    await expectContractKept();
  });

  it('listPurchaseOrders: the orders of leitor’s ordered suggestions, by period, 400, 401, 500', async () => {
    const token = tokenOf('leitor');
    const suggestions = await json<Schemas['AcquisitionSuggestion'][]>(
      await call('/aquisicao/sugestoes', { token }),
    );
    const ordered = suggestions.filter((one) =>
      ['aguardando_entrega', 'atendida', 'atendida_parcialmente'].includes(one.situacao),
    );
    const orders = await json<Schemas['PurchaseOrder'][]>(
      await call('/aquisicao/pedidos', { token, headers: { idioma: '5' } }),
    );
    expect(ordered.length).toBeGreaterThan(0);
    expect(orders.flatMap((order) => order.itens.map((item) => item.cod_sugestao)).sort()).toEqual(
      ordered.map((one) => one.cod_sugestao).sort(),
    );
    const dates = orders.map((order) => order.data_pedido);
    expect(dates).toEqual([...dates].sort().reverse());
    const newest = dates[0] ?? '';
    const sameDay = await json<Schemas['PurchaseOrder'][]>(
      await call(`/aquisicao/pedidos?dataIni=${newest}&dataFim=${newest}`, { token }),
    );
    expect(sameDay.every((order) => order.data_pedido === newest)).toBe(true);
    expect(
      (await call('/aquisicao/pedidos?dataIni=2026-12-31&dataFim=2026-01-01', { token })).status,
    ).toBe(400);
    await expectPatronOnly('/aquisicao/pedidos');
    mock.context.scenarios.set('listPurchaseOrders:500');
    expect((await call('/aquisicao/pedidos', { token })).status).toBe(500);
    await expectContractKept();
  });
});
