// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetDb } from '../../../mocks/db';
import { parsePageRange } from '../../../mocks/handlers/requests';
import { createMockServer } from '../../../mocks/node';
import { qaAccounts } from '../../../mocks/patrons/qa-accounts';
import type { Schemas } from '../../../mocks/schema-types';
import {
  holdChoice,
  loanRequestForm,
  patronServiceFixtures,
} from '../../contract/patron-service-fixtures';

/* The business rules of holds, requests, loan requests, interest profile and acquisition, as a caller sees them. */
const mock = await createMockServer();
const fixtures = patronServiceFixtures(mock.context.db);
beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => resetDb(mock.context.db));
afterAll(() => mock.server.close());

const tokenOf = (who: keyof typeof qaAccounts) =>
  mock.context.tokens.issuePatron(String(qaAccounts[who].cod_pessoa)).access_token;

async function call<T = unknown>(
  who: keyof typeof qaAccounts,
  path: string,
  method = 'GET',
  json?: unknown,
) {
  const headers: Record<string, string> = { Authorization: `Bearer ${tokenOf(who)}` };
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`http://localhost/api${path}`, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const holds = async (who: keyof typeof qaAccounts) =>
  (await call<Schemas['HoldList']>(who, '/reserva')).body.data;

async function choiceFor(codAcervo: number) {
  const { body } = await call<Schemas['HoldOptions']>(
    'leitor',
    `/reserva/${codAcervo}/informacoes-iniciais`,
  );
  return {
    ...holdChoice(codAcervo, body.bibliotecas[0]!.cod_biblioteca),
    localizacao: body.localizacoes[0]!.codigo,
  };
}

describe('holds', () => {
  it('the seed shows leitor 3 holds in queue (positions 2, 1, 3) and 2 released with release dates', async () => {
    const list = await holds('leitor');
    expect(
      list.filter((hold) => hold.situacao === 'na_fila').map((hold) => hold.posicao_fila),
    ).toEqual([2, 1, 3]);
    const released = list.filter((hold) => hold.situacao === 'liberada');
    expect(released).toHaveLength(2);
    expect(released.every((hold) => hold.data_liberacao && hold.posicao_fila === null)).toBe(true);
    const { body: history } = await call<Schemas['Hold'][]>('leitor', '/reserva/historico');
    expect(history.map((hold) => hold.situacao).sort()).toEqual([
      'atendida',
      'cancelada',
      'expirada',
    ]);
    expect(await holds('novo')).toEqual([]);
  });

  it('a hold is refused while a copy is on the shelf, and when no copy allows holds; nothing is created', async () => {
    const before = mock.context.db.holds.count();
    const available = await call<Schemas['Error']>(
      'leitor',
      '/reserva',
      'POST',
      holdChoice(fixtures.available, 1),
    );
    expect(available.body).toMatchObject({
      message: 'RESERVA_EXEMPLAR_DISPONIVEL',
      key: 'RESERVA_EXEMPLAR_DISPONIVEL',
    });
    const notAllowed = await call<Schemas['Error']>(
      'leitor',
      '/reserva',
      'POST',
      holdChoice(fixtures.notAllowed, 1),
    );
    expect(notAllowed.body).toMatchObject({ status: 422, key: 'RESERVA_NAO_PERMITIDA' });
    expect(mock.context.db.holds.count()).toBe(before);
  });

  it('every option is required: the 400 says "select all options" and names each missing field', async () => {
    const { status, body } = await call<Schemas['Error']>('leitor', '/reserva', 'POST', {
      cod_acervo: fixtures.holdable[0],
      volume: '',
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(/Selecione todas as opções/);
    expect(body.fields?.map((field) => field.field)).toEqual([
      'biblioteca',
      'volume',
      'tomo',
      'parte',
      'material_adicional',
      'localizacao',
    ]);
  });

  it('the queue check tells the position without placing the hold; a new hold joins the end of the queue', async () => {
    const title = fixtures.holdable[0]!;
    const choice = await choiceFor(title);
    const held = (await holds('professor')).length;
    const first = await call<Schemas['QueueInfo']>(
      'professor',
      '/reserva/validar-fila',
      'POST',
      choice,
    );
    expect(first.body).toMatchObject({ posicao_fila: 1, pessoas_na_fila: 0 });
    expect(await holds('professor')).toHaveLength(held);
    expect((await call('professor', '/reserva', 'POST', choice)).status).toBe(201);
    const check = await call<Schemas['QueueInfo']>(
      'leitor',
      '/reserva/validar-fila',
      'POST',
      choice,
    );
    expect(check.body).toMatchObject({ posicao_fila: 2, pessoas_na_fila: 1 });
    const placed = await call<Schemas['Hold']>('leitor', '/reserva', 'POST', choice);
    expect(placed.body).toMatchObject({ situacao: 'na_fila', posicao_fila: 2, cod_acervo: title });
    const again = await call<Schemas['Error']>('leitor', '/reserva', 'POST', choice);
    expect(again.body.key).toBe('RESERVA_JA_EXISTENTE');
  });

  it('cancelling several holds at once dates them, takes them out of the queue and moves the others up', async () => {
    const queue = (await holds('leitor')).filter((hold) => hold.situacao === 'na_fila');
    // Professor is first on leitor's first title: cancelling it moves leitor up.
    const professorHold = (await holds('professor')).find(
      (hold) => hold.cod_acervo === queue[0]!.cod_acervo,
    )!;
    expect(
      (await call('professor', `/reserva?reservas=${professorHold.cod_reserva}`, 'DELETE')).status,
    ).toBe(200);
    expect(
      (await holds('leitor')).find((hold) => hold.cod_reserva === queue[0]!.cod_reserva)
        ?.posicao_fila,
    ).toBe(1);

    const ids = [queue[1]!.cod_reserva, queue[2]!.cod_reserva];
    const cancelled = await call<Schemas['HoldCancelAnswer']>(
      'leitor',
      `/reserva?reservas=${ids[0]}&reservas=${ids[1]}`,
      'DELETE',
    );
    expect(cancelled.body.cancelados).toEqual(ids);
    expect((await holds('leitor')).map((hold) => hold.cod_reserva)).not.toContain(ids[0]);
    const { body: history } = await call<Schemas['Hold'][]>('leitor', '/reserva/historico');
    const dated = history.filter((hold) => ids.includes(hold.cod_reserva));
    expect(
      dated.every(
        (hold) =>
          hold.situacao === 'cancelada' && /^\d{4}-\d{2}-\d{2}$/.test(hold.data_cancelamento ?? ''),
      ),
    ).toBe(true);
  });

  it("cancelling someone else's or an unknown hold is a 404 and cancels none of the list", async () => {
    const mine = (await holds('leitor'))[0]!;
    const theirs = (await holds('professor'))[0]!;
    const refused = await call<Schemas['Error']>(
      'leitor',
      `/reserva?reservas=${mine.cod_reserva}&reservas=${theirs.cod_reserva}`,
      'DELETE',
    );
    expect(refused.status).toBe(404);
    expect((await holds('leitor')).map((hold) => hold.cod_reserva)).toContain(mine.cod_reserva);
    expect((await call('leitor', '/reserva?reservas=1', 'DELETE')).status).toBe(404);
  });
});

describe('loan requests', () => {
  it('the seed has leitor requests in every status, filterable by status and period', async () => {
    const { body } = await call<Schemas['LoanRequest'][]>('leitor', '/solicitacao-emprestimo');
    expect(body.map((row) => row.status).sort()).toEqual([
      'aguardando',
      'disponivel',
      'em_transito',
      'finalizada',
      'nao_finalizada',
      'retirada',
    ]);
    const inTransit = await call<Schemas['LoanRequest'][]>(
      'leitor',
      '/solicitacao-emprestimo?status=em_transito',
    );
    expect(inTransit.body).toHaveLength(1);
    const recent = body.filter((row) => row.data_solicitacao >= '2026-11-01');
    const period = await call<Schemas['LoanRequest'][]>(
      'leitor',
      '/solicitacao-emprestimo?dataIni=2026-11-01&dataFim=2026-12-31',
    );
    expect(period.body).toHaveLength(recent.length);
    expect(
      (await call('leitor', '/solicitacao-emprestimo?dataIni=2026-11-02&dataFim=2026-11-01'))
        .status,
    ).toBe(400);
  });

  it('refuses with four distinct keys: limit, identical request, no copies, all copies requested', async () => {
    const [a, b, c, d] = fixtures.singleCopy;
    const post = (
      who: keyof typeof qaAccounts,
      entry: { cod_acervo: number; biblioteca: number },
    ) =>
      call<Schemas['Error']>(
        who,
        `/solicitacao-emprestimo/${entry.cod_acervo}`,
        'POST',
        loanRequestForm(entry.biblioteca),
      );
    expect((await post('leitor', a!)).status).toBe(201);
    expect((await post('leitor', a!)).body.key).toBe('SOLICITACAO_IDENTICA_EXISTENTE');
    expect((await post('leitor', fixtures.noneOnShelf)).body.key).toBe(
      'SOLICITACAO_SEM_EXEMPLAR_DISPONIVEL',
    );
    expect((await post('professor', b!)).status).toBe(201);
    expect((await post('leitor', b!)).body.key).toBe('SOLICITACAO_EXEMPLARES_JA_SOLICITADOS');
    expect((await post('leitor', c!)).status).toBe(201);
    // 3 open in the seed + 2 new = 5, the limit.
    const limit = await post('leitor', d!);
    expect(limit.body).toMatchObject({ status: 422, message: 'SOLICITACAO_LIMITE_EXCEDIDO' });
  });

  it('checks phone (digits, hyphen, parentheses, spaces; 16 at most), e-mail, choices and the home address', async () => {
    const entry = fixtures.singleCopy[0]!;
    const post = (extra: Record<string, unknown>) =>
      call<Schemas['Error']>(
        'leitor',
        `/solicitacao-emprestimo/${entry.cod_acervo}`,
        'POST',
        loanRequestForm(entry.biblioteca, extra),
      );
    const fieldsOf = async (extra: Record<string, unknown>) =>
      (await post(extra)).body.fields?.map((field) => field.field);
    expect(await fieldsOf({ telefone: '48 9912-3456 ramal' })).toEqual(['telefone']);
    expect(await fieldsOf({ telefone: '(48) 99123-45678 ' })).toEqual(['telefone']);
    expect(await fieldsOf({ email: 'ana@' })).toEqual(['email']);
    expect(await fieldsOf({ volume: undefined, biblioteca_recebimento: undefined })).toEqual([
      'biblioteca_recebimento',
      'volume',
    ]);
    expect(await fieldsOf({ cod_local_recebimento: 3, domicilio: '  ' })).toEqual(['domicilio']);
    expect(mock.context.db.loanRequests.count()).toBe(6);
    expect(
      (await post({ cod_local_recebimento: 3, domicilio: 'Rua A, 10', telefone: '(48) 3721-0001' }))
        .status,
    ).toBe(201);
  });
});

describe('requests and alerts', () => {
  it('page ranges: 20-30, 20/30, "20 to 30", "20 a 30" and one page; start not after end', () => {
    for (const text of ['20-30', '20/30', '20 to 30', '20 a 30', ' 20 até 30 '])
      expect(parsePageRange(text)).toEqual({ start: 20, end: 30 });
    expect(parsePageRange('25')).toEqual({ start: 25, end: 25 });
    expect(parsePageRange('vinte')).toBeNull();
  });

  it('a switching request with a reversed page range is refused naming paginas, and appears in the list when valid', async () => {
    const article = {
      titulo_artigo: 'Ironia',
      titulo_revista: 'Letras',
      ano: 2019,
      paginas: '30 to 20',
      email: 'ana@example.org',
    };
    const refused = await call<Schemas['Error']>(
      'leitor',
      '/solicitacoes/comutacao-bibliografica/artigo',
      'POST',
      article,
    );
    expect(refused.body.fields?.[0]?.field).toBe('paginas');
    const created = await call<Schemas['RequestCreated']>(
      'leitor',
      '/solicitacoes/comutacao-bibliografica/artigo',
      'POST',
      { ...article, paginas: '20 a 30' },
    );
    expect(created.status).toBe(201);
    const { body } = await call<Schemas['PatronRequest'][]>(
      'leitor',
      '/solicitacoes/comutacao-bibliografica?status=aguardando',
    );
    expect(body.find((row) => row.cod_solicitacao === created.body.cod_solicitacao)).toMatchObject({
      subtipo: 'artigo',
      titulo: 'Ironia',
    });
  });

  it('the seed has leitor requests of every kind; novo has none', async () => {
    for (const kind of [
      'comutacao-bibliografica',
      'levantamento-bibliografico',
      'ficha-catalografica',
      'pesquisa-especializada',
      'emprestimo-inter-bibliotecas',
    ])
      expect(
        (await call<unknown[]>('leitor', `/solicitacoes/${kind}`)).body.length,
      ).toBeGreaterThan(0);
    const switching = (
      await call<Schemas['PatronRequest'][]>('leitor', '/solicitacoes/comutacao-bibliografica')
    ).body;
    expect(new Set(switching.map((row) => row.subtipo))).toEqual(
      new Set(['artigo', 'tese-dissertacao', 'parte-documento']),
    );
    expect((await call<unknown[]>('novo', '/solicitacoes/comutacao-bibliografica')).body).toEqual(
      [],
    );
  });

  it('survey: start date not after end date, start page not after end page', async () => {
    const survey = { assunto_geral: 'Romance', formato: 'online' };
    const dates = await call<Schemas['Error']>(
      'leitor',
      '/solicitacoes/levantamento-bibliografico',
      'POST',
      { ...survey, data_inicio: '2024-02-01', data_fim: '2024-01-01' },
    );
    expect(dates.body.fields?.[0]?.field).toBe('data_inicio');
    const pages = await call<Schemas['Error']>(
      'leitor',
      '/solicitacoes/levantamento-bibliografico',
      'POST',
      { ...survey, pagina_inicial_bibliografia: 9, pagina_final_bibliografia: 3 },
    );
    expect(pages.body.fields?.[0]?.field).toBe('pagina_inicial_bibliografia');
  });

  it('alerts: 2 unread; both dates or none; marking read and deleting change the list; only own alerts', async () => {
    const list = async (query = '') =>
      (await call<Schemas['Alert'][]>('leitor', `/solicitacoes/alertas${query}`)).body;
    const all = await list();
    expect(all.filter((alert) => !alert.lido)).toHaveLength(2);
    expect(all.length).toBeGreaterThan(4);
    expect(
      (await call<Schemas['Error']>('leitor', '/solicitacoes/alertas?dataFim=2026-11-01')).body
        .fields?.[0]?.field,
    ).toBe('dataIni');
    const lastMonth = await list('?dataIni=2026-10-25&dataFim=2026-11-30');
    expect(lastMonth.length).toBeLessThan(all.length);
    const unread = all.find((alert) => !alert.lido)!;
    const read = await call<Schemas['Alert']>(
      'leitor',
      `/solicitacoes/alertas/${unread.id}`,
      'PUT',
      { lido: true },
    );
    expect(read.body.lido).toBe(true);
    expect((await list()).filter((alert) => !alert.lido)).toHaveLength(1);
    await call('leitor', `/solicitacoes/alertas/${unread.id}`, 'DELETE');
    expect((await list()).map((alert) => alert.id)).not.toContain(unread.id);
    const professorAlert = (await call<Schemas['Alert'][]>('professor', '/solicitacoes/alertas'))
      .body[0]!;
    expect(
      (await call('leitor', `/solicitacoes/alertas/${professorAlert.id}`, 'DELETE')).status,
    ).toBe(404);
    expect(
      (await call<Schemas['Alert'][]>('professor', '/solicitacoes/alertas')).body,
    ).toHaveLength(1);
  });
});

describe('interest profile', () => {
  it('a periodical needs at least one alert type; the validity may not be in the past', async () => {
    const [periodical] = (
      await call<Schemas['PeriodicalInterest'][]>('leitor', '/perfil-interesse/periodicos')
    ).body;
    const update = { ...periodical!, fasciculo: false, artigo: false, sumario: false };
    const noType = await call<Schemas['Error']>(
      'leitor',
      '/perfil-interesse/periodicos',
      'PUT',
      update,
    );
    expect(noType.status).toBe(400);
    const past = await call<Schemas['Error']>('leitor', '/perfil-interesse/periodicos', 'PUT', {
      ...periodical!,
      validade: '2020-01-01',
    });
    expect(past.body.fields?.[0]?.field).toBe('validade');
    const pastArea = await call<Schemas['Error']>(
      'leitor',
      '/perfil-interesse/area-autor-assunto/validade',
      'PUT',
      { validade: '2020-01-01' },
    );
    expect(pastArea.body.key).toBe('VALIDADE_DATA_PASSADA');
    expect(
      (await call<Schemas['PeriodicalInterest'][]>('leitor', '/perfil-interesse/periodicos'))
        .body[0],
    ).toEqual(periodical);
  });

  it('adds, renews and removes area/author/subject interests; validity change applies to one kind', async () => {
    const path = '/perfil-interesse/area-autor-assunto';
    await call('leitor', path, 'POST', {
      tipoDSI: 'area',
      validade: '2099-12-31',
      itens: [{ codigo: '400', codTipoArea: 2 }],
    });
    const areas = (
      await call<Schemas['AreaAuthorSubjectInterest'][]>('leitor', `${path}?tipoDSI=area`)
    ).body;
    expect(areas.map((area) => area.descricao)).toContain('Linguagem');
    await call('leitor', `${path}/validade`, 'PUT', { validade: '2098-01-01', tipoDSI: 'autor' });
    const all = (await call<Schemas['AreaAuthorSubjectInterest'][]>('leitor', path)).body;
    expect(all.filter((row) => row.validade === '2098-01-01').map((row) => row.tipoDSI)).toEqual([
      'autor',
    ]);
    expect(
      (await call('leitor', path, 'DELETE', { codigo: '400', tipoDSI: 'area', codTipoArea: 2 }))
        .status,
    ).toBe(200);
    expect((await call<unknown[]>('novo', path)).body).toEqual([]);
  });
});

describe('acquisition', () => {
  it('suggestions filter by status and period; leitor and professor have their own', async () => {
    const all = (await call<Schemas['AcquisitionSuggestion'][]>('leitor', '/aquisicao/sugestoes'))
      .body;
    expect(new Set(all.map((row) => row.situacao)).size).toBeGreaterThanOrEqual(7);
    const quoting = (
      await call<Schemas['AcquisitionSuggestion'][]>(
        'leitor',
        '/aquisicao/sugestoes?situacao=em_cotacao',
      )
    ).body;
    expect(quoting.length).toBe(all.filter((row) => row.situacao === 'em_cotacao').length);
    const recent = (
      await call<Schemas['AcquisitionSuggestion'][]>(
        'leitor',
        '/aquisicao/sugestoes?dataIni=2026-10-01&dataFim=2026-11-30',
      )
    ).body;
    expect(recent.every((row) => row.data_criacao >= '2026-10-01')).toBe(true);
    expect(
      (await call<unknown[]>('professor', '/aquisicao/sugestoes')).body.length,
    ).toBeGreaterThan(0);
    expect((await call<unknown[]>('novo', '/aquisicao/sugestoes')).body).toEqual([]);
  });

  it('statistics are counted from the suggestions and follow a new one', async () => {
    const stats = async () =>
      (await call<Schemas['AcquisitionStatistics']>('leitor', '/aquisicao/estatisticas')).body;
    const before = await stats();
    const suggestions = (
      await call<Schemas['AcquisitionSuggestion'][]>('leitor', '/aquisicao/sugestoes')
    ).body;
    expect(before.total).toBe(suggestions.length);
    expect(before.por_situacao.find((row) => row.situacao === 'em_cotacao')?.total).toBe(2);
    const seed = mock.context.db.acquisitionSuggestions
      .all()
      .find((row) => row.cod_pessoa === qaAccounts.leitor.cod_pessoa)!;
    await mock.context.db.acquisitionSuggestions.create({
      ...seed,
      cod_sugestao: 99001,
      situacao: 'esgotada',
    });
    const after = await stats();
    expect(after.total).toBe(before.total + 1);
    expect(after.por_situacao.find((row) => row.situacao === 'esgotada')?.total).toBe(1);
  });
});
