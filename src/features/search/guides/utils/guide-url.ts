import type {
  AdvancedSearchRow,
  AuthoritySearchType,
  IndexType,
  SearchCatalogueParams,
  SearchGuide,
} from '../../../../api/generated/model';
import { PAGE_SIZE, readSearchUrl, writeSearchUrl } from '../../utils/search-url';
import { isOptionGuide, optionGuideCarried } from './option-guide-types';
import { parsePage } from '../../../../lib/urls/page-param';

/**
 * URL state of the index, authority, network and new-acquisitions guides. It sits next to the
 * search's own (`search-url.ts`) under names that one does not use, so every step (a browse
 * page, an entry's titles, an authority list) is a history entry that reload and Back restore:
 *
 * - index browse: `/indices?indice=autor&palavra=machado&pagina=2`; an entry's titles are a normal
 *   search (`consulta=<rows>`) that keeps `indice` and `palavra`, so the form still shows them;
 * - authority search: `/autoridades?autoridade=assunto&termo=brasil&pagina=1`;
 * - network: the search's own state, the chosen institutions being `filtros=Z:<cod_empresa>`.
 *
 * New acquisitions need nothing here: the search's state opens them in display C (spec section 9).
 */

/** Index types of the contract (IndexType), in the spec's order. */
export const indexTypes = [
  'titulo',
  'colecao',
  'autor',
  'assunto',
  'chamada',
  'isbn',
  'issn',
] as const satisfies readonly IndexType[];

/** Authority search types of the contract (AuthoritySearchType): every type, then the 12 types. */
export const authoritySearchTypes = [
  'todos',
  'autor_pessoa',
  'autor_instituicao',
  'autor_evento',
  'titulo_uniforme',
  'assunto',
  'assunto_geografico',
  'genero_forma',
  'termo_cronologico',
  'subdivisao_geral',
  'subdivisao_genero_forma',
  'subdivisao_geografica',
  'subdivisao_cronologica',
] as const satisfies readonly AuthoritySearchType[];

export const DEFAULT_INDEX: IndexType = 'titulo';
export const DEFAULT_AUTHORITY: AuthoritySearchType = 'todos';

export const parseIndexType = (value: string | null): IndexType =>
  (indexTypes as readonly string[]).includes(value ?? '') ? (value as IndexType) : DEFAULT_INDEX;

export const parseAuthorityType = (value: string | null): AuthoritySearchType =>
  (authoritySearchTypes as readonly string[]).includes(value ?? '')
    ? (value as AuthoritySearchType)
    : DEFAULT_AUTHORITY;

export interface IndexBrowseState {
  indice: IndexType;
  /** Initial word(s) the browse starts from; empty when nothing was browsed. */
  palavra: string;
  pagina: number;
}

export function readIndexBrowse(params: URLSearchParams): IndexBrowseState {
  return {
    indice: parseIndexType(params.get('indice')),
    palavra: params.get('palavra')?.trim() ?? '',
    pagina: parsePage(params.get('pagina')),
  };
}

export function writeIndexBrowse(state: IndexBrowseState): URLSearchParams {
  return new URLSearchParams({
    indice: state.indice,
    palavra: state.palavra,
    pagina: String(state.pagina),
  });
}

/** The advanced-search field holding each index's headings. */
const fieldOfIndex: Record<IndexType, AdvancedSearchRow['campo']> = {
  titulo: 'titulo',
  colecao: 'serie',
  autor: 'autor',
  assunto: 'assunto',
  chamada: 'chamada',
  isbn: 'isbn',
  issn: 'issn',
};

/**
 * The catalogue search of one index heading: the heading as an exact phrase in its field. The
 * contract's `tipoPesquisa` covers only title, author and subject; a row covers every index.
 */
export const entryRows = (indice: IndexType, termo: string): AdvancedSearchRow[] => [
  { campo: fieldOfIndex[indice], termo, tipoTermo: 'exato' },
];

/** The URL of an index heading's titles: a catalogue search that remembers the browse it came from. */
export function indexEntryParams(browse: IndexBrowseState, termo: string): URLSearchParams {
  // A fresh search (page 1, default sort, no filters) of the heading's rows.
  const params = writeSearchUrl({
    ...readSearchUrl(new URLSearchParams()),
    linhas: entryRows(browse.indice, termo),
  });
  params.set('indice', browse.indice);
  params.set('palavra', browse.palavra);
  return params;
}

export function toBrowseParams(state: IndexBrowseState, guide: SearchGuide): SearchCatalogueParams {
  return {
    base: 'indice',
    tipoIndice: state.indice,
    termo: state.palavra,
    page: state.pagina,
    quantPag: PAGE_SIZE,
    search_tab: guide.codigo,
  };
}

export interface AuthoritySearchState {
  autoridade: AuthoritySearchType;
  termo: string;
  pagina: number;
}

export function readAuthoritySearch(params: URLSearchParams): AuthoritySearchState {
  return {
    autoridade: parseAuthorityType(params.get('autoridade')),
    termo: params.get('termo')?.trim() ?? '',
    pagina: parsePage(params.get('pagina')),
  };
}

export function writeAuthoritySearch(state: AuthoritySearchState): URLSearchParams {
  return new URLSearchParams({
    autoridade: state.autoridade,
    termo: state.termo,
    pagina: String(state.pagina),
  });
}

export function toAuthorityParams(
  state: AuthoritySearchState,
  guide: SearchGuide,
): SearchCatalogueParams {
  return {
    base: 'autoridade',
    tipoAutoridade: state.autoridade,
    termo: state.termo,
    page: state.pagina,
    quantPag: PAGE_SIZE,
    search_tab: guide.codigo,
  };
}

const INSTITUTION = 'Z:';

/** Institutions (cod_empresa) chosen among a search's filters. */
export const chosenInstitutions = (filtros: readonly string[]): number[] =>
  filtros
    .filter((filter) => filter.startsWith(INSTITUTION))
    .map((filter) => Number(filter.slice(INSTITUTION.length)))
    .filter((code) => Number.isSafeInteger(code) && code > 0);

/** The filters of a new network search limited to the chosen institutions (filter Z). */
export const institutionFilters = (codes: readonly number[]): string[] =>
  [...new Set(codes)].map((code) => `${INSTITUTION}${code}`);

/** URL parameters of the index guide that its entry's titles keep across pages, sorts, filters. */
const carried = ['indice', 'palavra'] as const;

/**
 * The URL of the next step of a guide's search: the search's own parameters, plus what the index
 * guide carried in the current URL (which index and word its titles came from), or the option
 * and campus of an archive, normative-acts or case-law search.
 */
export function withGuideParams(
  next: URLSearchParams,
  current: URLSearchParams,
  guide: Pick<SearchGuide, 'tipo'>,
): URLSearchParams {
  const params = new URLSearchParams(next);
  const names = guide.tipo === 'index' ? carried : isOptionGuide(guide) ? optionGuideCarried : [];
  for (const name of names) {
    const value = current.get(name);
    if (value !== null && !params.has(name)) params.set(name, value);
  }
  return params;
}
