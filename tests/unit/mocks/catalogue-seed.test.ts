// @vitest-environment node
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildSeed,
  createSeededDb,
  DEFAULT_REFERENCE_TODAY,
  getSeed,
  resetDb,
  type Db,
} from '../../../mocks/db';
import { isValidIsbn, isValidIssn } from '../../../mocks/db/identifiers';
import { coreWorks } from '../../../mocks/db/seed/core-works';

const hash = (value: unknown): string =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex');

function titleByName(name: string) {
  const title = getSeed().titles.find((row) => row.origem === 'real' && row.titulo === name);
  if (!title) throw new Error(`no real title ${name}`);
  return title;
}

describe('catalogue seed', () => {
  it('holds at least 10,000 titles, the real works first', () => {
    const seed = getSeed();
    expect(seed.titles.length).toBeGreaterThanOrEqual(10_000);
    expect(seed.titles.slice(0, coreWorks().length).every((title) => title.origem === 'real')).toBe(
      true,
    );
    expect(new Set(seed.titles.map((title) => title.cod_acervo)).size).toBe(seed.titles.length);
  });

  it('is the same data on every build (same seed, same titles)', () => {
    const first = getSeed();
    const again = buildSeed();
    const ends = (titles: typeof first.titles) =>
      hash([titles[0], titles[titles.length - 1], titles.length]);
    expect(ends(again.titles)).toBe(ends(first.titles));
    expect(hash(again.copies.slice(-50))).toBe(hash(first.copies.slice(-50)));
    expect(hash(again.authorities.slice(0, 50))).toBe(hash(first.authorities.slice(0, 50)));
  });

  it('computes dates from the fixed reference day, not the clock', () => {
    expect(DEFAULT_REFERENCE_TODAY).toBe('2026-11-20');
    const recent = getSeed().titles.filter((title) => title.data_aquisicao > '2026-10-21');
    expect(recent.length).toBeGreaterThan(100);
    expect(recent.every((title) => title.data_aquisicao <= DEFAULT_REFERENCE_TODAY)).toBe(true);
  });

  it('keeps real facts of the core works', () => {
    const domCasmurro = titleByName('Dom Casmurro');
    expect(domCasmurro).toMatchObject({
      ano_publicacao: 1899,
      editora: 'H. Garnier',
      idioma: 'por',
      classificacao: '869.3',
    });
    expect(domCasmurro.autores[0]).toMatchObject({
      nome: 'Assis, Machado de',
      datas: '1839-1908',
      principal: true,
    });
    expect(titleByName('Clean code').isbn).toBe('9780132350884');
    expect(titleByName('Nature').issn).toBe('0028-0836');
  });

  it('only has identifiers with valid check digits', () => {
    const { titles } = getSeed();
    expect(titles.filter((title) => title.isbn && !isValidIsbn(title.isbn))).toEqual([]);
    expect(titles.filter((title) => title.issn && !isValidIssn(title.issn))).toEqual([]);
    const declared = coreWorks().filter((work) => work.extra.isbn || work.extra.issn);
    const kept = declared.filter((work) => titles[work.index]!.isbn || titles[work.index]!.issn);
    expect(kept.length).toBe(declared.length);
  });

  it('has copies in several libraries with every status, and due dates only on loans', () => {
    const { copies } = getSeed();
    expect(new Set(copies.map((copy) => copy.cod_biblioteca)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(copies.map((copy) => copy.situacao))).toEqual(
      new Set(['disponivel', 'emprestado', 'reservado', 'quarentena', 'em_transito']),
    );
    expect(
      copies.every(
        (copy) => (copy.situacao === 'emprestado') === (copy.data_prevista_devolucao !== null),
      ),
    ).toBe(true);
  });

  it('links titles to authorities of every type', () => {
    const { authorities, titles } = getSeed();
    const types = new Set(authorities.map((row) => row.tipo));
    expect(types.size).toBe(12);
    const codes = new Set(authorities.map((row) => row.cod_autoridade));
    const used = titles.flatMap((title) => [
      ...title.autores.map((a) => a.cod_autoridade),
      ...title.assuntos.map((s) => s.cod_autoridade),
    ]);
    expect(used.every((code) => codes.has(code))).toBe(true);
    const orwell = authorities.find((row) => row.cabecalho === 'Orwell, George');
    expect(orwell?.remissivas_ver).toContain('Blair, Eric Arthur, 1903-1950');
  });
});

describe('mock db', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createSeededDb();
  });

  it('loads every seed row into its collection', () => {
    const seed = getSeed();
    expect(db.titles.count()).toBe(seed.titles.length);
    expect(db.copies.count()).toBe(seed.copies.length);
    expect(db.titles.findFirst((q) => q.where((title) => title.cod_acervo === 7))?.titulo).toBe(
      'Dom Casmurro',
    );
  });

  it('does not share objects with the seed', async () => {
    await db.titles.update((q) => q.where((title) => title.cod_acervo === 7), {
      data(title) {
        title.titulo = 'Changed';
      },
    });
    expect(getSeed().titles[6]!.titulo).toBe('Dom Casmurro');
    await resetDb(db);
  });

  it('resets created, changed and deleted records back to the seed', async () => {
    const copy = db.copies.findFirst((q) => q.where((row) => row.cod_exemplar === 10))!;
    await db.copies.update(copy, {
      data(row) {
        row.situacao = 'emprestado';
        row.data_prevista_devolucao = '2026-12-01';
      },
    });
    await db.copies.create({ ...getSeed().copies[0]!, cod_exemplar: 999_999 });
    db.titles.delete((q) => q.where((title) => title.cod_acervo === 20));
    await resetDb(db);
    const seed = getSeed();
    expect(db.copies.count()).toBe(seed.copies.length);
    expect(db.titles.count()).toBe(seed.titles.length);
    expect(db.copies.findFirst((q) => q.where((row) => row.cod_exemplar === 10))).toEqual(
      seed.copies[9],
    );
    expect(db.titles.findFirst((q) => q.where((title) => title.cod_acervo === 20))).toEqual(
      seed.titles[19],
    );
    // The record changed in place keeps its position in the list.
    expect(db.copies.all()[9]?.cod_exemplar).toBe(10);
  });

  it('reloads a whole collection when a test changed many records', async () => {
    await db.copies.updateMany((q) => q.where((row) => row.cod_exemplar <= 400), {
      data(row) {
        row.situacao = 'quarentena';
      },
    });
    await resetDb(db);
    const seed = getSeed();
    expect(db.copies.count()).toBe(seed.copies.length);
    expect(
      db.copies
        .all()
        .slice(0, 400)
        .map((row) => row.situacao),
    ).toEqual(seed.copies.slice(0, 400).map((row) => row.situacao));
    // The journal keeps working after a full reload.
    await db.copies.update((q) => q.where((row) => row.cod_exemplar === 1), {
      data: (row) => void (row.situacao = 'reservado'),
    });
    await resetDb(db);
    expect(db.copies.findFirst((q) => q.where((row) => row.cod_exemplar === 1))?.situacao).toBe(
      seed.copies[0]!.situacao,
    );
  });
});
