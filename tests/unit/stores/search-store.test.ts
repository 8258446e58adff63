import { beforeEach, describe, expect, it } from 'vitest';
import {
  defaultResultOptions,
  searchActions,
  useSearchStore,
} from '../../../src/stores/search-store';

const filters = () => useSearchStore.getState().filtros;
const author = { tipo: 'A', codigo: '12', descricao: 'Machado de Assis' };
const otherAuthor = { tipo: 'A', codigo: '13', descricao: 'Clarice Lispector' };
const year = { tipo: 'Y', codigo: '1899', descricao: '1899' };

beforeEach(() => {
  searchActions.reset();
  localStorage.clear();
});

describe('filters (spec section 4)', () => {
  it('adds filters of one type and of several types, each once', () => {
    searchActions.filterAdded(author);
    searchActions.filterAdded(otherAuthor);
    searchActions.filterAdded(year);
    searchActions.filterAdded({ ...author });
    expect(filters()).toEqual([author, otherAuthor, year]);
  });

  it('removes by type plus code', () => {
    searchActions.filterAdded(author);
    searchActions.filterAdded(otherAuthor);
    searchActions.filterAdded({ tipo: 'S', codigo: '12', descricao: 'Romance' });
    searchActions.filterRemoved({ tipo: 'A', codigo: '12' });
    expect(filters()).toEqual([otherAuthor, { tipo: 'S', codigo: '12', descricao: 'Romance' }]);
  });

  it('removes by type plus description', () => {
    searchActions.filterAdded(author);
    searchActions.filterAdded(otherAuthor);
    searchActions.filterRemoved({ tipo: 'A', descricao: 'Clarice Lispector' });
    expect(filters()).toEqual([author]);
  });

  it('clears all filters', () => {
    searchActions.filterAdded(author);
    searchActions.filterAdded(year);
    searchActions.filtersCleared();
    expect(filters()).toEqual([]);
  });

  it('leaving a search clears results, filters and filtered titles but keeps options', () => {
    useSearchStore.setState({
      consulta: { data: [], total: 3, id: 'q1', base: 'acervo', pesquisa: 'dom' },
      acervosFiltrados: [{ cod_acervo: 1 } as never],
    });
    searchActions.filterAdded(author);
    searchActions.resultOptionsChanged({ quantPag: 50 });
    searchActions.searchLeft();
    const state = useSearchStore.getState();
    expect(state.consulta).toMatchObject({ total: 0, id: null, pesquisa: null });
    expect(state.filtros).toEqual([]);
    expect(state.acervosFiltrados).toEqual([]);
    expect(state.opcoesResultado.quantPag).toBe(50);
  });
});

describe('search options and memory', () => {
  it('starts with the spec defaults: page 1, sort C, 20 per page, display D; new acquisitions C', () => {
    expect(useSearchStore.getState().opcoesResultado).toEqual({
      paginaAtiva: 1,
      ordenacao: 'C',
      quantPag: 20,
      exibicao: 'D',
    });
    expect(useSearchStore.getState().opcoesNovasAquisicoes).toEqual({ exibicao: 'C' });
  });

  it('changes result options partially', () => {
    searchActions.resultOptionsChanged({ ordenacao: 'T', paginaAtiva: 3 });
    expect(useSearchStore.getState().opcoesResultado).toEqual({
      ...defaultResultOptions,
      ordenacao: 'T',
      paginaAtiva: 3,
    });
  });

  it('logs recent searches newest first, without repeats, at most 20', () => {
    for (let i = 1; i <= 22; i++) searchActions.searched(`termo ${i}`);
    searchActions.searched('termo 5');
    const log = useSearchStore.getState().log;
    expect(log).toHaveLength(20);
    expect(log[0]).toBe('termo 5');
    expect(log.filter((entry) => entry === 'termo 5')).toHaveLength(1);
  });

  it('remembers tabs per guide and a language change clears them', () => {
    searchActions.tabRemembered('geral', { termo: 'dom' });
    searchActions.tabRemembered('autor', { termo: 'machado' });
    expect(useSearchStore.getState().abas).toEqual({
      geral: { termo: 'dom' },
      autor: { termo: 'machado' },
    });
    searchActions.tabsCleared();
    expect(useSearchStore.getState().abas).toEqual({});
  });

  it('persists options and tabs, not results, filters or the log', () => {
    searchActions.resultOptionsChanged({ quantPag: 50 });
    searchActions.tabRemembered('geral', { termo: 'dom' });
    searchActions.filterAdded(author);
    searchActions.searched('dom');
    const stored = JSON.parse(localStorage.getItem('pesquisa') ?? '{}') as { state: object };
    expect(Object.keys(stored.state).sort()).toEqual([
      'abas',
      'opcoesNovasAquisicoes',
      'opcoesResultado',
    ]);
  });
});
