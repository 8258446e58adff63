import type { AdvancedSearchRow } from '../../../../api/generated/model';
import type { LookupKind } from '../../api/lookup-queries';
import { readSearchUrl, writeSearchUrl, type SearchUrlState } from '../../utils/search-url';
import type { OptionGuideType } from './option-guide-types';

/**
 * URL state of the archive, normative-acts and case-law guides, the guides whose form is built
 * from an options call (document type, act type, court) plus a term and lookups:
 *
 *   /arquivo?consulta=<rows>&opcao=ata&campus=1&filtros=B:1&pagina=1&ordenacao=C&exibicao=D
 *
 * The search itself is the catalogue's (`consulta` rows, so the one result listing shows it):
 * the term is the first row; an option other than the list's default adds a row with the
 * option's name, since GET /consulta has no parameter of its own for it (to confirm with the
 * back-end team); the library and the course chosen are the search's B and P filters, so the result's
 * chips and facets show and change them. `opcao` and `campus` are kept beside it so the form
 * shows them again (the campus only narrows the library list).
 */

/** The lookups each guide's form offers, in the order shown. */
export const lookupsOfGuide: Record<OptionGuideType, readonly GuideLookup[]> = {
  archive: ['campus', 'library'],
  'normative-acts': ['library'],
  jurisprudence: ['course', 'library'],
};

/** Lookups of these guides: the library and the course are filters, the campus narrows the libraries. */
export type GuideLookup = Extract<LookupKind, 'library' | 'course' | 'campus'>;
const filterOfLookup: Partial<Record<GuideLookup, string>> = { library: 'B', course: 'P' };

export interface OptionGuideSearch {
  /** Code of the option chosen; '' is the list's default. */
  opcao: string;
  termo: string;
  /** Codes chosen in the lookups, by lookup. */
  lookups: Partial<Record<GuideLookup, string>>;
}

/** The term row and, for a chosen option, the option's row. */
export function optionGuideRows(
  search: OptionGuideSearch,
  option: { descricao: string; padrao?: boolean } | undefined,
): AdvancedSearchRow[] {
  const rows: AdvancedSearchRow[] = [{ campo: 'livre', termo: search.termo, tipoTermo: 'livre' }];
  if (option && !option.padrao)
    rows.push({ campo: 'livre', termo: option.descricao, tipoTermo: 'exato', operador: 'E' });
  return rows;
}

const filterValue = (filtros: readonly string[], letter: string) =>
  filtros.find((filter) => filter.startsWith(`${letter}:`))?.slice(letter.length + 1);

/** What the form shows for the URL's search (empty on a guide's bare address). */
export function readOptionGuideSearch(
  params: URLSearchParams,
  state: SearchUrlState = readSearchUrl(params),
): OptionGuideSearch {
  const lookups: OptionGuideSearch['lookups'] = {};
  const campus = params.get('campus')?.trim();
  if (campus) lookups.campus = campus;
  for (const [lookup, letter] of Object.entries(filterOfLookup) as [GuideLookup, string][]) {
    const value = filterValue(state.filtros, letter);
    if (value) lookups[lookup] = value;
  }
  const first = state.linhas?.[0];
  return {
    opcao: params.get('opcao')?.trim() ?? '',
    termo: first?.campo === 'livre' ? first.termo : '',
    lookups,
  };
}

/**
 * The URL of a new search from the form: page 1, the sort and display chosen before, the chosen
 * library and course as the only filters.
 */
export function optionGuideParams(
  previous: SearchUrlState,
  search: OptionGuideSearch,
  option: { descricao: string; padrao?: boolean } | undefined,
): URLSearchParams {
  const filtros = Object.entries(filterOfLookup).flatMap(([lookup, letter]) => {
    const value = search.lookups[lookup as GuideLookup];
    return value ? [`${letter}:${value}`] : [];
  });
  const params = writeSearchUrl({
    ...previous,
    termo: '',
    tipo: 'livre',
    similar: false,
    linhas: optionGuideRows(search, option),
    pagina: 1,
    filtros,
  });
  if (search.opcao && !option?.padrao) params.set('opcao', search.opcao);
  if (search.lookups.campus) params.set('campus', search.lookups.campus);
  return params;
}
