// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetDb } from '../../../mocks/db';
import { createMockServer } from '../../../mocks/node';
import { qaAccounts } from '../../../mocks/patrons/qa-accounts';

const mock = await createMockServer();
const api = (path: string) => `http://localhost/api${path}`;
let visitor: string;
const leitor = () =>
  mock.context.tokens.issuePatron(String(qaAccounts.leitor.cod_pessoa)).access_token;

beforeAll(() => {
  mock.server.listen({ onUnhandledFrame: 'error' });
  visitor = mock.context.tokens.issuePublic().access_token;
});
afterEach(async () => {
  mock.context.scenarios.clear();
  await resetDb(mock.context.db);
});
afterAll(() => mock.server.close());

const call = (
  path: string,
  token: string,
  json?: unknown,
  method = json === undefined ? 'GET' : 'POST',
) =>
  fetch(api(path), {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
const exportText = async (tipo: string, acervos: number[], dados = 'referencia') =>
  (await call('/acervo/exportar-cesta', visitor, { tipo, dados, acervos })).text();

const DOM_CASMURRO = 7;
const MEMORIAS = 3;

describe('basket export builds real files from the titles', () => {
  it('ABNT: one reference per title, author in capitals and title in bold', async () => {
    const text = await exportText('referencia', [DOM_CASMURRO, MEMORIAS]);
    const references = text.trim().split(/\n\s*\n/);
    expect(references).toHaveLength(2);
    expect(references[0]).toMatch(
      /^ASSIS, Machado de.*\*\*Dom Casmurro\*\*.*Rio de Janeiro: H\. Garnier, 1899\./,
    );
  });

  it('RIS: TY first and ER last for each title, with AU, TI, PY, PB tags', async () => {
    const text = await exportText('ris', [DOM_CASMURRO, MEMORIAS]);
    const records = text.split('ER  - ').filter((chunk) => chunk.trim());
    expect(records).toHaveLength(2);
    expect(text.startsWith('TY  - BOOK')).toBe(true);
    expect(text).toContain('AU  - Assis, Machado de');
    expect(text).toContain('TI  - Dom Casmurro');
    expect(text).toContain('PY  - 1899');
    expect(text).toContain('PB  - H. Garnier');
  });

  it('BibTeX: an @book entry with key, author, title, year and publisher', async () => {
    const text = await exportText('bibtex', [DOM_CASMURRO]);
    expect(text).toMatch(/^@book\{assis1899dom7,\n/);
    expect(text).toContain('author = {Assis, Machado de}');
    expect(text).toContain('title = {Dom Casmurro}');
    expect(text).toContain('year = {1899}');
    expect(text).toContain('publisher = {H. Garnier}');
  });

  it('complete data adds subjects and the abstract', async () => {
    expect(await exportText('ris', [DOM_CASMURRO], 'completo')).toContain(
      'KW  - Romance brasileiro',
    );
    expect(await exportText('referencia', [DOM_CASMURRO], 'completo')).toContain(
      'Assuntos: Romance brasileiro',
    );
  });

  it('print: an HTML page listing the references', async () => {
    const html = await exportText('impressao', [DOM_CASMURRO, MEMORIAS]);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html.match(/<li>/g)).toHaveLength(2);
    expect(html).toContain('<strong>Dom Casmurro</strong>');
  });

  it('e-mail: sent to every recipient of the ;-separated list and kept; a bad address sends nothing', async () => {
    const ok = await call('/acervo/exportar-cesta', leitor(), {
      tipo: 'email',
      acervos: [DOM_CASMURRO],
      opcoesEmail: {
        destinatarios: 'ana@example.org; joao@example.org;',
        assunto: 'Leituras',
        mensagem: 'Para o seminário',
      },
    });
    expect(ok.status).toBe(200);
    const sent = mock.context.db.sentEmails.all();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      destinatarios: ['ana@example.org', 'joao@example.org'],
      assunto: 'Leituras',
      cod_pessoa: qaAccounts.leitor.cod_pessoa,
    });
    expect(sent[0]!.corpo).toContain('**Dom Casmurro**');
    const bad = await call('/acervo/exportar-cesta', visitor, {
      tipo: 'email',
      acervos: [DOM_CASMURRO],
      opcoesEmail: { destinatarios: 'ana@example.org;;joao@example.org', assunto: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: [{ field: 'opcoesEmail.destinatarios' }] });
    expect(mock.context.db.sentEmails.all()).toHaveLength(1);
  });
});

describe('permanent basket', () => {
  it('adding a title twice keeps it once; another patron does not see it', async () => {
    await call('/acervo/cesta-permanente', leitor(), { acervos: [MEMORIAS, MEMORIAS] });
    await call('/acervo/cesta-permanente', leitor(), { acervos: [MEMORIAS] });
    const mine = (await (
      await call('/acervo/cesta-permanente/colecao', leitor())
    ).json()) as Array<{ cod_acervo: number }>;
    expect(mine.filter((item) => item.cod_acervo === MEMORIAS)).toHaveLength(1);
    const professor = mock.context.tokens.issuePatron(
      String(qaAccounts.professor.cod_pessoa),
    ).access_token;
    expect(await (await call('/acervo/cesta-permanente/colecao', professor)).json()).toEqual([]);
  });

  it('the period search lists what was added in it, newest first', async () => {
    const all = (await (await call('/acervo/cesta-permanente/colecao', leitor())).json()) as Array<{
      data_inclusao: string;
    }>;
    expect(all.map((item) => item.data_inclusao)).toEqual(
      [...all.map((item) => item.data_inclusao)].sort().reverse(),
    );
    const recent = (await (
      await call(
        '/acervo/cesta-permanente/colecao?tipoBusca=periodo&dataIni=2026-11-01&dataFim=2026-11-20',
        leitor(),
      )
    ).json()) as unknown[];
    expect(recent.length).toBeLessThan(all.length);
  });
});

describe('title statistics and totals', () => {
  it('statistics years come from the data; a year has up to 12 months', async () => {
    const years = (await (
      await call(`/acervo/${DOM_CASMURRO}/dados-estatisticos/anos`, visitor)
    ).json()) as number[];
    expect(years[0]).toBe(2026);
    const stats = (await (
      await call(`/acervo/${DOM_CASMURRO}/dados-estatisticos/dados/${years[1]}`, visitor)
    ).json()) as { meses: unknown[] };
    expect(stats.meses).toHaveLength(12);
  });

  it('totals grow with the period, a library gets its share, and a start after the end is refused', async () => {
    const totals = async (query: string) =>
      (await (await call(`/acervo/${DOM_CASMURRO}/totais?${query}`, visitor)).json()) as {
        emprestimos: number;
        acessos: number;
      };
    const year = await totals('dataIni=2026-01-01&dataFim=2026-06-30');
    const longer = await totals('dataIni=2025-01-01&dataFim=2026-06-30');
    expect(longer.acessos).toBeGreaterThan(year.acessos);
    const one = await totals('dataIni=2025-01-01&dataFim=2026-06-30&biblioteca=1');
    expect(one.acessos).toBeLessThanOrEqual(longer.acessos);
    expect(
      (await call(`/acervo/${DOM_CASMURRO}/totais?dataIni=2026-06-30&dataFim=2026-01-01`, visitor))
        .status,
    ).toBe(400);
  });

  it('a recorded link access counts in the totals', async () => {
    const query = 'dataIni=2026-11-01&dataFim=2030-12-31';
    const before = (await (await call(`/acervo/205/totais?${query}`, visitor)).json()) as {
      acessos: number;
    };
    const clock = mock.context.settings.now;
    mock.context.settings.now = () => Date.parse('2026-11-20T12:00:00Z');
    await call('/vinculos/estatistica-acesso', visitor, {
      cod_acervo: 205,
      seq_paragrafo: 1,
      url: 'https://repositorio.ufx.example.org/handle/123456789/205',
      browser: 'b',
      device: 'd',
      os: 'o',
    });
    mock.context.settings.now = clock;
    const after = (await (await call(`/acervo/205/totais?${query}`, visitor)).json()) as {
      acessos: number;
    };
    expect(after.acessos).toBe(before.acessos + 1);
  });
});

describe('closed stacks', () => {
  it('a requested copy shows as unavailable and cannot be requested again', async () => {
    const before = (await (
      await call('/acervo/1/dados-armazem?cod_biblioteca=1', visitor)
    ).json()) as Array<{ cod_exemplar: number; disponivel: boolean }>;
    const copy = before.find((item) => item.disponivel)!;
    expect(
      (
        await call('/gravar-armazem?cod_biblioteca=1', leitor(), {
          cesta: [{ cod_acervo: 1, cod_exemplar: copy.cod_exemplar }],
        })
      ).status,
    ).toBe(201);
    const after = (await (
      await call('/acervo/1/dados-armazem?cod_biblioteca=1', visitor)
    ).json()) as Array<{ cod_exemplar: number; disponivel: boolean }>;
    expect(after.find((item) => item.cod_exemplar === copy.cod_exemplar)?.disponivel).toBe(false);
    const again = await call('/gravar-armazem?cod_biblioteca=1', leitor(), {
      cesta: [{ cod_acervo: 1, cod_exemplar: copy.cod_exemplar }],
    });
    expect(await again.json()).toMatchObject({ key: 'ARMAZEM_EXEMPLAR_INDISPONIVEL' });
    expect(mock.context.db.storageRequests.all()).toHaveLength(1);
  });
});

describe('title detail', () => {
  it('availability counts copies on the shelf for loan; the QR code points at the public page', async () => {
    const title = (await (await call(`/acervo/${DOM_CASMURRO}`, visitor)).json()) as {
      exemplares: { total: number; disponiveis: number };
      qrcode: string;
    };
    const copies = (await (
      await call(`/acervo/${DOM_CASMURRO}/exemplares`, visitor)
    ).json()) as unknown[];
    expect(title.exemplares.total).toBe(copies.length);
    expect(title.qrcode).toBe(`https://biblioteca.ufx.example.org/acervo/${DOM_CASMURRO}`);
  });

  it('copy status texts follow the idioma header', async () => {
    const spanish = (await (
      await fetch(api(`/acervo/${DOM_CASMURRO}/exemplares`), {
        headers: { Authorization: `Bearer ${visitor}`, idioma: '3' },
      })
    ).json()) as Array<{ desc_situacao: string }>;
    expect(['Disponible', 'Prestado', 'Reservado', 'En cuarentena', 'En tránsito']).toContain(
      spanish[0]!.desc_situacao,
    );
  });
});
