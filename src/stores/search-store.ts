import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { SearchRecord } from '../api/generated/model';

/** Spec section 9 defaults: page 1, sort C, 20 per page, display D (new acquisitions: C). */
export interface ResultOptions {
  paginaAtiva: number;
  ordenacao: string;
  quantPag: number;
  exibicao: string;
}
export const defaultResultOptions: ResultOptions = {
  paginaAtiva: 1,
  ordenacao: 'C',
  quantPag: 20,
  exibicao: 'D',
};

export interface ChosenFilter {
  tipo: string;
  codigo: string;
  descricao: string;
}

/**
 * Spec section 3, client state "Search". The URL is the source of truth for what is searched
 * (term, filters, page, sort): this store keeps what the UI remembers between pages, such as
 * the last answer's id and the stored search tabs a language change clears.
 */
export interface SearchState {
  consulta: {
    data: SearchRecord[];
    total: number;
    id: string | null;
    base: string | null;
    pesquisa: string | null;
  };
  opcoesResultado: ResultOptions;
  opcoesNovasAquisicoes: { exibicao: string };
  filtros: ChosenFilter[];
  acervosFiltrados: SearchRecord[];
  /** Recent searches of this visit, newest first. */
  log: string[];
  /** The search tab (guide) last used, per guide slug: its form values. */
  abas: Record<string, Record<string, string>>;
}

export const defaultSearch: SearchState = {
  consulta: { data: [], total: 0, id: null, base: null, pesquisa: null },
  opcoesResultado: defaultResultOptions,
  opcoesNovasAquisicoes: { exibicao: 'C' },
  filtros: [],
  acervosFiltrados: [],
  log: [],
  abas: {},
};

export const useSearchStore = create<SearchState>()(
  persist(() => defaultSearch, {
    name: 'pesquisa',
    version: 1,
    partialize: ({ opcoesResultado, opcoesNovasAquisicoes, abas }) => ({
      opcoesResultado,
      opcoesNovasAquisicoes,
      abas,
    }),
  }),
);

const sameFilter = (a: ChosenFilter, b: Partial<ChosenFilter> & { tipo: string }) =>
  a.tipo === b.tipo &&
  (b.codigo !== undefined ? a.codigo === b.codigo : a.descricao === b.descricao);

export const searchActions = {
  filterAdded: (filter: ChosenFilter) =>
    useSearchStore.setState((state) =>
      state.filtros.some((f) => sameFilter(f, filter))
        ? state
        : { filtros: [...state.filtros, filter] },
    ),
  /** Removes by type plus code, or type plus description (spec section 4). */
  filterRemoved: (filter: { tipo: string; codigo?: string; descricao?: string }) =>
    useSearchStore.setState((state) => ({
      filtros: state.filtros.filter((f) => !sameFilter(f, filter)),
    })),
  filtersCleared: () => useSearchStore.setState({ filtros: [] }),
  resultOptionsChanged: (options: Partial<ResultOptions>) =>
    useSearchStore.setState((state) => ({
      opcoesResultado: { ...state.opcoesResultado, ...options },
    })),
  searched: (pesquisa: string) =>
    useSearchStore.setState((state) => ({
      log: [pesquisa, ...state.log.filter((entry) => entry !== pesquisa)].slice(0, 20),
    })),
  tabRemembered: (guide: string, values: Record<string, string>) =>
    useSearchStore.setState((state) => ({ abas: { ...state.abas, [guide]: values } })),
  /** The result page on screen and its chosen filters (the URL stays the source of truth). */
  resultsShown: (consulta: SearchState['consulta'], filtros: ChosenFilter[]) =>
    useSearchStore.setState({ consulta, filtros }),
  /** The titles the patron has ticked in the results (for "add selected to basket"). */
  filteredTitlesChanged: (acervosFiltrados: SearchRecord[]) =>
    useSearchStore.setState({ acervosFiltrados }),
  /** One title ticked or unticked on the results page, against the selection as it is now. */
  titleTicked: (record: SearchRecord, isTicked: boolean) =>
    useSearchStore.setState(({ acervosFiltrados }) => ({
      acervosFiltrados: isTicked
        ? [...acervosFiltrados.filter((item) => item.cod_acervo !== record.cod_acervo), record]
        : acervosFiltrados.filter((item) => item.cod_acervo !== record.cod_acervo),
    })),
  /** Spec section 4: leaving a search clears results, filters and filtered titles. */
  searchLeft: () =>
    useSearchStore.setState({
      consulta: defaultSearch.consulta,
      filtros: [],
      acervosFiltrados: [],
    }),
  /** A language change clears the stored search tabs (spec section 2, language bar). */
  tabsCleared: () => useSearchStore.setState({ abas: {} }),
  reset: () => useSearchStore.setState(defaultSearch),
};
