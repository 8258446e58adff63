import MiniSearch from 'minisearch';
import type { AuthorityRow, AuthorityType } from '../db/collections';
import { tokenize } from '../db/text';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './sort-options';

/** Authority search types of the contract: every type, or one of the 12. */
export type AuthoritySearchType = 'todos' | AuthorityType;

export interface AuthorityHit {
  cod_autoridade: number;
  tipo: AuthorityType;
  cabecalho: string;
  total_titulos: number;
}

export interface AuthorityIndex {
  mini: MiniSearch<{ id: number; cabecalho: string; remissivas: string }>;
  rows: readonly AuthorityRow[];
}

export function buildAuthorityIndex(rows: readonly AuthorityRow[]): AuthorityIndex {
  const mini = new MiniSearch<{ id: number; cabecalho: string; remissivas: string }>({
    idField: 'id',
    fields: ['cabecalho', 'remissivas'],
    tokenize: (text) => tokenize(text),
    processTerm: (term) => term,
    searchOptions: { tokenize: (text) => tokenize(text), processTerm: (term) => term },
  });
  mini.addAll(
    rows.map((row, id) => ({
      id,
      cabecalho: row.datas ? `${row.cabecalho} ${row.datas}` : row.cabecalho,
      remissivas: row.remissivas_ver.join(' ; '),
    })),
  );
  return { mini, rows };
}

export function headingWithDates(row: Pick<AuthorityRow, 'cabecalho' | 'datas'>): string {
  return row.datas ? `${row.cabecalho}, ${row.datas}` : row.cabecalho;
}

export interface AuthorityQuery {
  termo: string;
  tipo?: AuthoritySearchType;
  similar?: boolean;
  pagina?: number;
  quantPag?: number;
}

/**
 * Authority search: every word must match, the last one as a prefix (people type the
 * beginning of a name); "see from" forms count, so "Blair" finds Orwell. Best match first,
 * then headings in alphabetical order.
 */
export function searchAuthorities(
  index: AuthorityIndex,
  query: AuthorityQuery,
): { data: AuthorityHit[]; total: number } {
  const words = tokenize(query.termo);
  if (words.length === 0) return { data: [], total: 0 };
  const hits = index.mini.search(
    {
      combineWith: 'AND',
      queries: words.map((word, position) => ({
        queries: [word],
        prefix: position === words.length - 1,
        fuzzy: query.similar && word.length >= 4 ? 0.25 : false,
      })),
    },
    { boost: { cabecalho: 2 } },
  );
  const type = query.tipo ?? 'todos';
  const rows = hits
    .map((hit) => index.rows[hit.id as number]!)
    .filter((row) => type === 'todos' || row.tipo === type);
  const size = Math.min(Math.max(query.quantPag ?? DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
  const from = (Math.max(query.pagina ?? 1, 1) - 1) * size;
  return {
    data: rows.slice(from, from + size).map((row) => ({
      cod_autoridade: row.cod_autoridade,
      tipo: row.tipo,
      cabecalho: headingWithDates(row),
      total_titulos: row.total_titulos,
    })),
    total: rows.length,
  };
}
