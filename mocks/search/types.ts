/**
 * Typed queries and answers of the mock search engine. Names follow the contract
 * (openapi/components/schemas/search.yaml): AdvancedSearchRow, Filter, SortOption...
 */

export type SearchField =
  | 'livre'
  | 'titulo'
  | 'autor'
  | 'assunto'
  | 'editora'
  | 'serie'
  | 'chamada'
  | 'isbn'
  | 'issn'
  | 'ano'
  | 'notas';

/** `livre` all the words, `exato` the exact phrase, `palavra_inicial` the field starts with the term (last word as a prefix). */
export type TermType = 'livre' | 'exato' | 'palavra_inicial';

/** Joins a row to the previous one: AND, OR, NOT, and the word-position operators. */
export type Operator = 'E' | 'OU' | 'NAO' | 'PROXIMO' | 'ANTES' | 'DEPOIS';

export interface SearchRow {
  campo: SearchField;
  termo: string;
  tipoTermo?: TermType;
  operador?: Operator;
  /** Similar words: each word also matches close spellings (fuzzy). */
  similar?: boolean;
}

/** Simple-search types of the contract (`tipoPesquisa`). */
export type SearchType =
  | 'livre'
  | 'titulo'
  | 'assunto'
  | 'autor'
  | 'livre_similar'
  | 'titulo_similar'
  | 'assunto_similar'
  | 'autor_similar';

export type FilterType =
  'B' | 'C' | 'P' | 'A' | 'E' | 'S' | 'T' | 'Y' | 'X' | 'I' | 'R' | 'K' | 'NA_C' | 'NA_A' | 'Z';

export interface FilterSelection {
  tipo: FilterType;
  codigo: string;
}

/** Sort codes answered by /consulta/ordenacao (see SORT_OPTIONS). */
export type SortCode = 'C' | 'T' | 'A' | 'Y' | 'YA' | 'D';

export interface CatalogueQuery {
  /** Rows of an advanced search; a simple search is one row (see `simpleSearchRows`). Empty: every record of the base. */
  linhas: SearchRow[];
  filtros?: FilterSelection[];
  ordenacao?: SortCode;
  /** From 1. */
  pagina?: number;
  /** Records per page, 20 by default, at most 100. */
  quantPag?: number;
  /** Only titles acquired in the 30 days before the reference today (base `novas_aquisicoes`). */
  novasAquisicoes?: boolean;
  /** Only records of this repository (base `repositorios`: R codes 2 and 3). */
  repositorios?: number[];
}

export interface FilterItem {
  tipo: FilterType;
  codigo: string;
  descricao: string;
  campus: number | null;
  /** Records of the filtered result having the value. */
  total: number;
  /** Records of the unfiltered result (same terms, no filters) having the value. */
  totalSemFiltro: number;
}

export interface SearchAnswer<T> {
  data: T[];
  /** Records of the filtered result over all pages. */
  total: number;
  filtros: FilterItem[];
}
