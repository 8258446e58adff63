import { describe, expect, it } from 'vitest';
import type { SearchGuide } from '../../../src/api/generated/model';
import {
  newSearch,
  readSearchUrl,
  toggleFilter,
  toSearchParams,
  writeSearchUrl,
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
      'termo=dom+casmurro&tipo=titulo&pagina=3&ordenacao=T&filtros=T%3A1&filtros=Y%3A2019';
    const state = readSearchUrl(new URLSearchParams(url));
    expect(state).toMatchObject({
      termo: 'dom casmurro',
      tipo: 'titulo',
      pagina: 3,
      ordenacao: 'T',
      filtros: ['T:1', 'Y:2019'],
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
