// @vitest-environment node
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { getSeed } from '../../../mocks/db';
import { filingKey } from '../../../mocks/db/text';
import {
  browseIndex,
  getAuthorityIndex,
  getBrowseIndexes,
  getCatalogueIndex,
  getNetworkIndex,
  searchAuthorities,
  searchCatalogue,
  searchNetwork,
  simpleSearchRows,
  type CatalogueIndex,
  type CatalogueQuery,
  type SearchRow,
} from '../../../mocks/search';

const DOM_CASMURRO = 7;
let index: CatalogueIndex;

beforeAll(() => {
  index = getCatalogueIndex();
});

const search = (linhas: SearchRow[], extra: Omit<CatalogueQuery, 'linhas'> = {}) =>
  searchCatalogue(index, { linhas, quantPag: 100, ...extra });
const codes = (linhas: SearchRow[], extra: Omit<CatalogueQuery, 'linhas'> = {}) =>
  search(linhas, extra).data.map((record) => record.cod_acervo);
const row = (termo: string, more: Partial<SearchRow> = {}): SearchRow => ({
  campo: 'livre',
  termo,
  ...more,
});
const titleOf = (code: number) => getSeed().titles.find((title) => title.cod_acervo === code)!;

describe('finding a title', () => {
  it('finds a known real title by one word of it, the real edition first', () => {
    const answer = searchCatalogue(index, { linhas: simpleSearchRows('casmurro') });
    expect(answer.data[0]?.cod_acervo).toBe(DOM_CASMURRO);
    expect(answer.data[0]).toMatchObject({
      titulo: 'Dom Casmurro',
      autor: 'Assis, Machado de, 1839-1908',
      ano_publicacao: '1899',
      acesso_remoto: 'N',
    });
    expect(answer.data).toHaveLength(20);
  });

  it('ignores accents and case', () => {
    expect(codes([row('SERTAO veredas')])).toEqual(codes([row('Sertão Veredas')]));
    expect(codes([row('sertao veredas')]).length).toBeGreaterThan(0);
  });

  it('tells an exact phrase from free words', () => {
    expect(codes([row('casmurro dom')])).toContain(DOM_CASMURRO);
    expect(codes([row('casmurro dom', { tipoTermo: 'exato' })])).not.toContain(DOM_CASMURRO);
    expect(codes([row('dom casmurro', { tipoTermo: 'exato' })])).toContain(DOM_CASMURRO);
    expect(codes(simpleSearchRows('"dom casmurro"'))).toContain(DOM_CASMURRO);
  });

  it('matches the start of words with * and the start of the field with palavra_inicial', () => {
    expect(codes([row('casmur')])).toEqual([]);
    expect(codes([row('casmur*')])).toContain(DOM_CASMURRO);
    expect(codes([{ campo: 'titulo', termo: 'dom casm', tipoTermo: 'palavra_inicial' }])).toContain(
      DOM_CASMURRO,
    );
    expect(
      codes([{ campo: 'titulo', termo: 'casmurro', tipoTermo: 'palavra_inicial' }]),
    ).not.toContain(DOM_CASMURRO);
  });

  it('still finds a title with a typo when similar words are asked for', () => {
    expect(codes([row('casmuro')])).toEqual([]);
    expect(codes([row('casmuro', { similar: true })])).toContain(DOM_CASMURRO);
    expect(
      codes(simpleSearchRows('lispektor', 'autor_similar')).map(
        (code) => titleOf(code).autores[0]?.nome,
      ),
    ).toContain('Lispector, Clarice');
  });

  it('searches one field when asked', () => {
    const byAuthor = codes([{ campo: 'autor', termo: 'orwell' }]);
    expect(byAuthor.length).toBeGreaterThan(0);
    expect(
      byAuthor.every((code) =>
        titleOf(code).autores.some((author) => author.nome.includes('Orwell')),
      ),
    ).toBe(true);
    expect(codes([{ campo: 'isbn', termo: '9780132350884' }])).toContain(
      getSeed().titles.find((t) => t.isbn === '9780132350884')!.cod_acervo,
    );
  });
});

describe('operators', () => {
  it('AND narrows, OR widens, NOT removes', () => {
    const both = search([row('machado'), row('casmurro', { operador: 'E' })]);
    const either = search([row('quixote'), row('casmurro', { operador: 'OU' })]);
    const without = search([row('machado'), row('casmurro', { operador: 'NAO' })]);
    const quixote = search([row('quixote')]).total;
    const casmurro = search([row('casmurro')]).total;
    expect(both.total).toBeLessThan(search([row('machado')]).total);
    expect(both.data.map((record) => record.cod_acervo)).toContain(DOM_CASMURRO);
    expect(either.total).toBe(quixote + casmurro - search([row('quixote casmurro')]).total);
    expect(without.total).toBe(search([row('machado')]).total - both.total);
    expect(without.data.map((record) => record.cod_acervo)).not.toContain(DOM_CASMURRO);
  });

  it('next / before / after look at word positions in the field', () => {
    const title = (termo: string, operador?: SearchRow['operador']): SearchRow => ({
      campo: 'titulo',
      termo,
      ...(operador ? { operador } : {}),
    });
    expect(codes([title('dom'), title('casmurro', 'ANTES')])).toContain(DOM_CASMURRO);
    expect(codes([title('casmurro'), title('dom', 'ANTES')])).not.toContain(DOM_CASMURRO);
    expect(codes([title('casmurro'), title('dom', 'DEPOIS')])).toContain(DOM_CASMURRO);
    expect(codes([title('dom'), title('casmurro', 'DEPOIS')])).not.toContain(DOM_CASMURRO);
    expect(codes([title('casmurro'), title('dom', 'PROXIMO')])).toContain(DOM_CASMURRO);
    // "Grande sertão: veredas": two words apart, inside the window; "Memórias ... Cubas": four apart, outside.
    const grandeSertao = getSeed().titles.find(
      (t) => t.origem === 'real' && t.titulo === 'Grande sertão',
    )!.cod_acervo;
    expect(codes([title('grande'), title('veredas', 'PROXIMO')])).toContain(grandeSertao);
    expect(codes([title('memórias'), title('cubas', 'PROXIMO')])).not.toContain(
      getSeed().titles.find((t) => t.titulo === 'Memórias póstumas de Brás Cubas')!.cod_acervo,
    );
  });
});

describe('operator algebra (property)', () => {
  const words = [
    'machado',
    'casmurro',
    'sertão',
    'quixote',
    'amor',
    'mapa',
    'orwell',
    'capitães',
    'soledad',
    'algorithms',
  ];
  const ids = (linhas: SearchRow[]) =>
    new Set(
      searchCatalogue(index, { linhas, quantPag: 100, pagina: 1 }).total === 0
        ? []
        : allCodes(linhas),
    );
  const allCodes = (linhas: SearchRow[]) => {
    const out: number[] = [];
    for (let page = 1; ; page++) {
      const answer = searchCatalogue(index, { linhas, quantPag: 100, pagina: page });
      out.push(...answer.data.map((record) => record.cod_acervo));
      if (answer.data.length < 100) return out;
    }
  };

  it('OR is the union, AND the intersection and NOT the difference of the two rows', () => {
    fc.assert(
      fc.property(fc.constantFrom(...words), fc.constantFrom(...words), (a, b) => {
        const left = ids([row(a)]);
        const right = ids([row(b)]);
        const and = ids([row(a), row(b, { operador: 'E' })]);
        const or = ids([row(a), row(b, { operador: 'OU' })]);
        const not = ids([row(a), row(b, { operador: 'NAO' })]);
        expect(and).toEqual(new Set([...left].filter((code) => right.has(code))));
        expect(or).toEqual(new Set([...left, ...right]));
        expect(not).toEqual(new Set([...left].filter((code) => !right.has(code))));
      }),
      { numRuns: 20 },
    );
  });
});

describe('filters', () => {
  const base = [row('romance')];

  it('counts each value in the unfiltered and in the filtered result', () => {
    const unfiltered = search(base);
    const types = unfiltered.filtros.filter((filter) => filter.tipo === 'T');
    expect(types.reduce((sum, filter) => sum + filter.totalSemFiltro, 0)).toBe(unfiltered.total);
    expect(types.every((filter) => filter.total === filter.totalSemFiltro)).toBe(true);

    const books = search(base, { filtros: [{ tipo: 'T', codigo: '1' }] });
    const booksValue = books.filtros.find(
      (filter) => filter.tipo === 'T' && filter.codigo === '1',
    )!;
    expect(books.total).toBe(booksValue.totalSemFiltro);
    expect(booksValue.total).toBe(books.total);
    for (const filter of books.filtros.filter((f) => f.tipo === 'T' && f.codigo !== '1')) {
      expect(filter.total).toBe(0);
      expect(filter.totalSemFiltro).toBe(
        types.find((t) => t.codigo === filter.codigo)!.totalSemFiltro,
      );
    }
    expect(books.data.every((record) => record.cod_tipo_obra === 1)).toBe(true);
  });

  it('combines values of one type with OR and types with AND', () => {
    const unfiltered = search(base).filtros;
    const count = (tipo: string, codigo: string) =>
      unfiltered.find((f) => f.tipo === tipo && f.codigo === codigo)?.totalSemFiltro ?? 0;
    const booksOrEbooks = search(base, {
      filtros: [
        { tipo: 'T', codigo: '1' },
        { tipo: 'T', codigo: '6' },
      ],
    });
    expect(booksOrEbooks.total).toBe(count('T', '1') + count('T', '6'));
    const portugueseBooks = search(base, {
      filtros: [
        { tipo: 'T', codigo: '1' },
        { tipo: 'I', codigo: 'por' },
      ],
    });
    expect(portugueseBooks.total).toBeLessThanOrEqual(Math.min(count('T', '1'), count('I', 'por')));
    expect(
      portugueseBooks.data.every((record) => record.cod_tipo_obra === 1 && record.idioma === 'por'),
    ).toBe(true);
    expect(portugueseBooks.filtros.find((f) => f.tipo === 'I' && f.codigo === 'por')?.total).toBe(
      portugueseBooks.total,
    );
  });

  it('has a "Without date" bucket (Y:0) for undated titles', () => {
    const maps = search([row('mapa')]);
    const undated = maps.filtros.find((filter) => filter.tipo === 'Y' && filter.codigo === '0');
    expect(undated).toMatchObject({ descricao: 'Sem data' });
    const filtered = search([row('mapa')], { filtros: [{ tipo: 'Y', codigo: '0' }] });
    expect(filtered.total).toBe(undated!.totalSemFiltro);
    expect(filtered.data.every((record) => record.ano_publicacao === null)).toBe(true);
    const years = maps.filtros.filter((filter) => filter.tipo === 'Y');
    expect(years[years.length - 1]?.codigo).toBe('0');
  });

  it('filters only-with cover, online and accessibility (X) and reports additional data', () => {
    const online = search([row('machado')], { filtros: [{ tipo: 'X', codigo: 'O' }] });
    expect(online.total).toBeGreaterThan(0);
    expect(online.data.every((record) => record.acesso_remoto === 'cr')).toBe(true);
    const record = search([row('dom casmurro', { tipoTermo: 'exato' })]).data.find(
      (r) => r.cod_acervo === DOM_CASMURRO,
    )!;
    expect(Object.keys(record.dados_adicionais)).toEqual(
      expect.arrayContaining(['B', 'C', 'P', 'A', 'E']),
    );
    expect(record.dados_adicionais.B?.[0]).toEqual({
      codigo: '1',
      descricao: 'Biblioteca Central',
    });
  });

  it('lists new acquisitions of the last 30 days, with their NA_C and NA_A filters', () => {
    const answer = searchCatalogue(index, {
      linhas: [],
      novasAquisicoes: true,
      ordenacao: 'D',
      quantPag: 100,
    });
    expect(answer.total).toBeGreaterThan(100);
    expect(
      answer.data.every((record) => titleOf(record.cod_acervo).data_aquisicao >= '2026-10-21'),
    ).toBe(true);
    expect(answer.filtros.some((filter) => filter.tipo === 'NA_C')).toBe(true);
    expect(answer.filtros.some((filter) => filter.tipo === 'NA_A')).toBe(true);
  });
});

describe('sorting and paging', () => {
  it('sorts by title, author and year', () => {
    const byTitle = search([row('literatura')], { ordenacao: 'T' }).data.map((record) =>
      titleOf(record.cod_acervo),
    );
    const keys = byTitle.map((title) => filingKey(title.titulo, title.idioma));
    expect(keys).toEqual([...keys].sort());
    const byYear = search([row('literatura')], { ordenacao: 'Y' }).data.map(
      (record) => record.ano_publicacao,
    );
    const years = byYear.filter((year): year is string => year !== null).map(Number);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const oldest = search([row('literatura')], { ordenacao: 'YA' }).data[0]?.ano_publicacao;
    expect(Number(oldest)).toBeLessThanOrEqual(Number(byYear[byYear.length - 1] ?? 9999));
  });

  it('pages 20 records at a time by default, without overlaps', () => {
    const first = searchCatalogue(index, { linhas: [row('romance')], ordenacao: 'T' });
    const second = searchCatalogue(index, { linhas: [row('romance')], ordenacao: 'T', pagina: 2 });
    const both = searchCatalogue(index, { linhas: [row('romance')], ordenacao: 'T', quantPag: 40 });
    expect(first.data).toHaveLength(20);
    expect([...first.data, ...second.data].map((r) => r.cod_acervo)).toEqual(
      both.data.map((r) => r.cod_acervo),
    );
    expect(second.total).toBe(first.total);
    const last = Math.ceil(first.total / 20);
    expect(searchCatalogue(index, { linhas: [row('romance')], pagina: last + 1 }).data).toEqual([]);
  });
});

describe('indexes, authorities and network', () => {
  it('browses the title index from an initial word', () => {
    const page = browseIndex(getBrowseIndexes(), { tipoIndice: 'titulo', termo: 'dom casm' });
    expect(page.data[0]?.termo).toBe('Dom Casmurro');
    expect(page.data[0]?.acervos).toContain(DOM_CASMURRO);
    const authors = browseIndex(getBrowseIndexes(), { tipoIndice: 'autor', termo: 'assis' });
    expect(authors.data[0]?.termo).toBe('Assis, Machado de, 1839-1908');
  });

  it('searches authorities by heading and see-from forms, by type', () => {
    const authorities = getAuthorityIndex();
    expect(
      searchAuthorities(authorities, { termo: 'orwell', tipo: 'autor_pessoa' }).data[0],
    ).toMatchObject({ cabecalho: 'Orwell, George, 1903-1950', tipo: 'autor_pessoa' });
    expect(
      searchAuthorities(authorities, { termo: 'blair' }).data.map((hit) => hit.cabecalho),
    ).toContain('Orwell, George, 1903-1950');
    const places = searchAuthorities(authorities, {
      termo: 'rio',
      tipo: 'assunto_geografico',
    }).data;
    expect(places.length).toBeGreaterThan(0);
    expect(places.every((hit) => hit.tipo === 'assunto_geografico')).toBe(true);
  });

  it('searches the network catalogue with institution (Z) and type (T) filters', () => {
    const network = getNetworkIndex();
    const all = searchNetwork(network, { linhas: [row('casmurro')] });
    expect(all.total).toBeGreaterThan(0);
    const z = all.filtros.filter((filter) => filter.tipo === 'Z');
    expect(z.length).toBeGreaterThan(1);
    const one = searchNetwork(network, {
      linhas: [row('casmurro')],
      filtros: [{ tipo: 'Z', codigo: z[0]!.codigo }],
    });
    expect(one.total).toBe(z[0]!.totalSemFiltro);
    expect(
      one.data.every((record) => String(record.instituicao.cod_empresa) === z[0]!.codigo),
    ).toBe(true);
  });
});
