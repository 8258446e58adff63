import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SearchGuide } from '../../../src/api/generated/model';
import {
  defaultDisplayOf,
  newSearch,
  readSearchUrl,
  toggleFilter,
  toSearchParams,
  writeSearchUrl,
  type SearchUrlState,
} from '../../../src/features/search/utils/search-url';

const guide = (tipo: SearchGuide['tipo']): SearchGuide => ({
  codigo: 'g',
  descricao: 'G',
  tipo,
  ordem: 1,
  padrao: false,
});

describe('the search in the URL', () => {
  it('round-trips a simple search with filters, page and sort', () => {
    const url =
      'termo=dom+casmurro&tipo=titulo&pagina=3&ordenacao=T&filtros=T%3A1&filtros=Y%3A2019&exibicao=C';
    const state = readSearchUrl(new URLSearchParams(url));
    expect(state).toMatchObject({
      termo: 'dom casmurro',
      tipo: 'titulo',
      pagina: 3,
      ordenacao: 'T',
      filtros: ['T:1', 'Y:2019'],
      exibicao: 'C',
    });
    expect(writeSearchUrl(state).toString()).toBe(url);
  });

  it('falls back to the defaults for missing or hand-broken values', () => {
    expect(
      readSearchUrl(new URLSearchParams('termo=x&tipo=nada&pagina=-2&consulta=%5B')),
    ).toMatchObject({
      tipo: 'livre',
      pagina: 1,
      ordenacao: 'C',
      linhas: null,
      filtros: [],
      exibicao: 'D',
    });
  });

  it('a new search or a filter change goes back to page 1; a new search drops the filters', () => {
    const state = readSearchUrl(new URLSearchParams('termo=a&pagina=4&ordenacao=Y&filtros=T:1'));
    expect(toggleFilter(state, 'I:POR')).toMatchObject({ pagina: 1, filtros: ['T:1', 'I:POR'] });
    expect(toggleFilter(state, 'T:1').filtros).toEqual([]);
    expect(
      newSearch(state, { termo: 'b', tipo: 'autor', similar: false, linhas: null }),
    ).toMatchObject({ termo: 'b', pagina: 1, ordenacao: 'Y', filtros: [] });
  });

  it('asks GET /consulta on the guide base, with similar words as the _similar type', () => {
    const state = readSearchUrl(
      new URLSearchParams('termo=sertao&tipo=assunto&similares=S&filtros=Z:2'),
    );
    expect(toSearchParams(state, guide('network'))).toEqual({
      termo: 'sertao',
      tipoPesquisa: 'assunto_similar',
      base: 'rede',
      filtro: ['Z:2'],
      page: 1,
      quantPag: 20,
      ordenacao: 'C',
      search_tab: 'g',
    });
    const rows = [{ campo: 'autor' as const, termo: 'assis', tipoTermo: 'livre' as const }];
    const advanced = readSearchUrl(new URLSearchParams({ consulta: JSON.stringify(rows) }));
    expect(toSearchParams(advanced, guide('advanced'))).toMatchObject({
      consulta: JSON.stringify(rows),
      base: 'local',
    });
  });
});

describe('the display mode (exibicao)', () => {
  it('is detailed by default and compact for the new-acquisitions guide; the URL wins', () => {
    expect(defaultDisplayOf(guide('simple'))).toBe('D');
    expect(defaultDisplayOf(undefined)).toBe('D');
    expect(defaultDisplayOf(guide('new-acquisitions'))).toBe('C');
    const compact = { exibicao: defaultDisplayOf(guide('new-acquisitions')) };
    expect(readSearchUrl(new URLSearchParams('termo=a'), compact).exibicao).toBe('C');
    expect(readSearchUrl(new URLSearchParams('termo=a&exibicao=D'), compact).exibicao).toBe('D');
    expect(readSearchUrl(new URLSearchParams('termo=a&exibicao=Z'), compact).exibicao).toBe('C');
  });

  it('is kept by a new search and by a filter change', () => {
    const state = readSearchUrl(new URLSearchParams('termo=a&exibicao=C'));
    expect(
      newSearch(state, { termo: 'b', tipo: 'livre', similar: false, linhas: null }),
    ).toMatchObject({ exibicao: 'C' });
    expect(toggleFilter(state, 'T:1').exibicao).toBe('C');
  });
});

const urlStates: fc.Arbitrary<SearchUrlState> = fc.record({
  termo: fc
    .string({ minLength: 1 })
    .map((text) => text.trim())
    .filter((text) => text !== ''),
  tipo: fc.constantFrom('livre', 'titulo', 'autor', 'assunto'),
  similar: fc.boolean(),
  linhas: fc.constant(null),
  pagina: fc.integer({ min: 1, max: 10_000 }),
  ordenacao: fc.constantFrom('C', 'T', 'A', 'Y'),
  filtros: fc.uniqueArray(
    fc
      .tuple(fc.constantFrom('T', 'Y', 'I', 'X', 'K'), fc.string({ minLength: 1 }))
      .map(([tipo, code]) => `${tipo}:${code}`),
    { maxLength: 5 },
  ),
  exibicao: fc.constantFrom('D', 'C'),
});

describe('the URL round trip (property)', () => {
  it('reading what was written gives the same search, whatever the guide default', () => {
    fc.assert(
      fc.property(urlStates, fc.constantFrom('D', 'C'), (state, fallback) => {
        const url = new URLSearchParams(writeSearchUrl(state).toString());
        expect(readSearchUrl(url, { exibicao: fallback })).toEqual(state);
      }),
    );
  });
});
