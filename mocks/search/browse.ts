import type { TitleRow } from '../db/collections';
import { filingKey, foldText } from '../db/text';
import { displayTitle, mainAuthorHeading } from './search-record';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './sort-options';

/** Index types of the contract (IndexType). */
export type IndexType = 'titulo' | 'colecao' | 'autor' | 'assunto' | 'chamada' | 'isbn' | 'issn';

export interface IndexEntry {
  termo: string;
  total: number;
  /** Titles under the heading (first 50), so a click can open them without a new search. */
  acervos: number[];
}

interface Heading {
  key: string;
  termo: string;
  acervos: number[];
}

export type BrowseIndexes = Record<IndexType, Heading[]>;

function headingsOf(title: TitleRow, type: IndexType): Array<[string, string]> {
  switch (type) {
    case 'titulo':
      return [[filingKey(displayTitle(title), title.idioma), displayTitle(title)]];
    case 'colecao':
      return title.serie ? [[foldText(title.serie), title.serie]] : [];
    case 'autor':
      return title.autores.map((author) => {
        const heading = author.datas ? `${author.nome}, ${author.datas}` : author.nome;
        return [foldText(heading), heading];
      });
    case 'assunto':
      return title.assuntos.map((subject) => {
        const heading = [subject.termo, ...subject.subdivisoes.map((sub) => sub.termo)].join(
          ' -- ',
        );
        return [foldText(heading), heading];
      });
    case 'chamada':
      return [[title.chamada.toLowerCase(), title.chamada]];
    case 'isbn':
      return title.isbn ? [[title.isbn, title.isbn]] : [];
    case 'issn':
      return title.issn ? [[title.issn, title.issn]] : [];
  }
}

const TYPES: readonly IndexType[] = [
  'titulo',
  'colecao',
  'autor',
  'assunto',
  'chamada',
  'isbn',
  'issn',
];

/** Sorted headings of every index type, computed from the titles. */
export function buildBrowseIndexes(titles: readonly TitleRow[]): BrowseIndexes {
  const out = {} as BrowseIndexes;
  for (const type of TYPES) {
    const byKey = new Map<string, Heading>();
    for (const title of titles) {
      for (const [key, termo] of headingsOf(title, type)) {
        const heading = byKey.get(key);
        if (heading) heading.acervos.push(title.cod_acervo);
        else byKey.set(key, { key, termo, acervos: [title.cod_acervo] });
      }
    }
    out[type] = [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }
  return out;
}

/** First heading at or after the key (headings are sorted by key). */
function lowerBound(headings: readonly Heading[], key: string): number {
  let low = 0;
  let high = headings.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (headings[mid]!.key < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

export interface BrowseQuery {
  tipoIndice: IndexType;
  /** Initial word(s): the list starts at the first heading filed at or after it. */
  termo: string;
  pagina?: number;
  quantPag?: number;
}

/**
 * Browse an index by initial word, like a card catalogue: the page starts at the heading
 * where the term would be filed, and `total` counts the headings from there to the end.
 */
export function browseIndex(
  indexes: BrowseIndexes,
  query: BrowseQuery,
): { data: IndexEntry[]; total: number } {
  const headings = indexes[query.tipoIndice];
  const key =
    query.tipoIndice === 'titulo'
      ? filingKey(query.termo, 'por')
      : query.tipoIndice === 'isbn' || query.tipoIndice === 'issn'
        ? query.termo.replace(/[^\dXx-]/g, '').toUpperCase()
        : foldText(query.termo);
  const start = lowerBound(headings, query.tipoIndice === 'isbn' ? key.replace(/-/g, '') : key);
  const size = Math.min(Math.max(query.quantPag ?? DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
  const from = start + (Math.max(query.pagina ?? 1, 1) - 1) * size;
  return {
    data: headings.slice(from, from + size).map((heading) => ({
      termo: heading.termo,
      total: heading.acervos.length,
      acervos: heading.acervos.slice(0, 50),
    })),
    total: headings.length - start,
  };
}

export { mainAuthorHeading };
