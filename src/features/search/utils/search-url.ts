import type {
  AdvancedSearchRow,
  SearchBase,
  SearchCatalogueParams,
  SearchGuide,
  SearchType,
} from '../../../api/generated/model';
import { parsePage } from '../../../lib/urls/page-param';

/** Spec section 9: results open on page 1, sorted by C, 20 per page. */
export const DEFAULT_SORT = 'C';
export const PAGE_SIZE = 20;

/**
 * How a result list is shown (`exibicao`): D detailed (cover, facts, badges, links), C compact
 * (one dense line per title). Spec section 9: D by default, C for the new-acquisitions guide.
 */
export const displayModes = ['D', 'C'] as const;
export type DisplayMode = (typeof displayModes)[number];
export const DEFAULT_DISPLAY: DisplayMode = 'D';
export const NEW_ACQUISITIONS_DISPLAY: DisplayMode = 'C';

/** The display a guide's results open in when the URL does not say (pass it to `readSearchUrl`). */
export const defaultDisplayOf = (guide: Pick<SearchGuide, 'tipo'> | undefined): DisplayMode =>
  guide?.tipo === 'new-acquisitions' ? NEW_ACQUISITIONS_DISPLAY : DEFAULT_DISPLAY;

const isDisplayMode = (value: string | null): value is DisplayMode =>
  (displayModes as readonly string[]).includes(value ?? '');

export const simpleSearchTypes = ['livre', 'titulo', 'autor', 'assunto'] as const;
export type SimpleSearchType = (typeof simpleSearchTypes)[number];

/**
 * A search as the URL holds it (`?termo=…&tipo=…&pagina=…&ordenacao=…&filtros=T:1&filtros=Y:2019`,
 * or `?consulta=<JSON rows>` for the advanced guide), so a result page can be bookmarked,
 * shared and reloaded, and Back returns to the previous one.
 */
export interface SearchUrlState {
  termo: string;
  tipo: SimpleSearchType;
  /** Spelling variants and related words (`<tipo>_similar`). */
  similar: boolean;
  /** Advanced-search rows; when present they replace `termo`. */
  linhas: AdvancedSearchRow[] | null;
  pagina: number;
  ordenacao: string;
  /** Chosen filters as `TIPO:codigo`. */
  filtros: string[];
  /** Display mode of the list. */
  exibicao: DisplayMode;
}

export const isSimpleType = (value: string | null): value is SimpleSearchType =>
  (simpleSearchTypes as readonly string[]).includes(value ?? '');

function parseRows(raw: string | null): AdvancedSearchRow[] | null {
  if (!raw) return null;
  try {
    const rows: unknown = JSON.parse(raw);
    return Array.isArray(rows) && rows.length > 0 ? (rows as AdvancedSearchRow[]) : null;
  } catch {
    // A hand-edited, broken URL shows the empty form rather than an error page.
    return null;
  }
}

export function readSearchUrl(
  params: URLSearchParams,
  defaults: { exibicao?: DisplayMode } = {},
): SearchUrlState {
  const tipo = params.get('tipo');
  const exibicao = params.get('exibicao');
  return {
    termo: params.get('termo')?.trim() ?? '',
    tipo: isSimpleType(tipo) ? tipo : 'livre',
    similar: params.get('similares') === 'S',
    linhas: parseRows(params.get('consulta')),
    pagina: parsePage(params.get('pagina')),
    ordenacao: params.get('ordenacao') || DEFAULT_SORT,
    filtros: [...new Set(params.getAll('filtros').filter((value) => value.includes(':')))],
    exibicao: isDisplayMode(exibicao) ? exibicao : (defaults.exibicao ?? DEFAULT_DISPLAY),
  };
}

export const hasSearch = (state: SearchUrlState) => state.termo !== '' || state.linhas !== null;

export function writeSearchUrl(state: SearchUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.linhas) params.set('consulta', JSON.stringify(state.linhas));
  else {
    params.set('termo', state.termo);
    params.set('tipo', state.tipo);
    if (state.similar) params.set('similares', 'S');
  }
  params.set('pagina', String(state.pagina));
  params.set('ordenacao', state.ordenacao);
  for (const filter of state.filtros) params.append('filtros', filter);
  params.set('exibicao', state.exibicao);
  return params;
}

/** A new search starts on page 1 with no filters; the sort and display chosen before are kept. */
export function newSearch(
  previous: SearchUrlState,
  search: Pick<SearchUrlState, 'termo' | 'tipo' | 'similar' | 'linhas'>,
): SearchUrlState {
  return { ...previous, ...search, pagina: 1, filtros: [] };
}

export function toggleFilter(state: SearchUrlState, filter: string): SearchUrlState {
  const filtros = state.filtros.includes(filter)
    ? state.filtros.filter((value) => value !== filter)
    : [...state.filtros, filter];
  // A different result set: page 1 again, or the page number may point past its end.
  return { ...state, filtros, pagina: 1 };
}

/** Where each guide searches (SearchBase of the contract). */
const baseOfGuide: Partial<Record<SearchGuide['tipo'], SearchBase>> = {
  simple: 'local',
  advanced: 'local',
  repositories: 'repositorios',
  network: 'rede',
  'new-acquisitions': 'novas_aquisicoes',
};

export const guideSearchesRecords = (guide: SearchGuide) => guide.tipo in baseOfGuide;

/** The GET /consulta parameters of a search run from a guide. */
export function toSearchParams(state: SearchUrlState, guide: SearchGuide): SearchCatalogueParams {
  const tipoPesquisa: SearchType = state.similar ? `${state.tipo}_similar` : state.tipo;
  return {
    ...(state.linhas
      ? { consulta: JSON.stringify(state.linhas) }
      : { termo: state.termo, tipoPesquisa }),
    base: baseOfGuide[guide.tipo] ?? 'local',
    ...(state.filtros.length ? { filtro: state.filtros } : {}),
    page: state.pagina,
    quantPag: PAGE_SIZE,
    ordenacao: state.ordenacao,
    search_tab: guide.codigo,
  };
}

/**
 * The term the standards provider is asked for: the simple search's term, or the terms of an
 * advanced search's rows joined. Null when there is nothing to ask.
 */
export function standardsTerm(state: {
  termo: string;
  linhas: readonly { termo: string }[] | null;
}): string | null {
  const term = (state.linhas ? state.linhas.map((row) => row.termo).join(' ') : state.termo)
    .replace(/\s+/g, ' ')
    .trim();
  // The contract's termoPesquisa: 1 to 500 characters.
  return term ? term.slice(0, 500) : null;
}

/**
 * The standards term of a search of the library's own catalogue, else null: the standards
 * section goes under local results only. Here, not with the list's rules: the results route's
 * loader asks it too, from the home page's chunk.
 */
export const localStandardsTerm = (state: SearchUrlState, params: SearchCatalogueParams) =>
  params.base === 'local' ? standardsTerm(state) : null;
