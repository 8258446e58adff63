import { foldText } from '../db/text';
import { buildTextIndex, evaluateRows, type TextIndex } from './text-index';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, MAX_PAGE_SIZE } from './sort-options';
import type {
  FilterItem,
  FilterSelection,
  FilterType,
  SearchField,
  SearchRow,
  SortCode,
} from './types';

/** A value a document can be filtered by. */
export interface FacetValue {
  tipo: FilterType;
  codigo: string;
  descricao: string;
  campus: number | null;
}

/** What the engine needs of one document; the catalogue and the network build these. */
export interface EngineDoc {
  texts: Partial<Record<Exclude<SearchField, 'livre'>, string>>;
  facets: FacetValue[];
  titleKey: string;
  authorKey: string | null;
  year: number | null;
  /** Day number of the acquisition (sort D). */
  acquired: number;
  isNew: boolean;
  repository: number;
  /** Relevance multiplier (1 by default). */
  boost?: number;
}

export interface Engine {
  text: TextIndex;
  values: FacetValue[];
  valueIds: Map<string, number>;
  docFacets: Int32Array[];
  titleRank: Int32Array;
  authorRank: Int32Array;
  year: Int32Array;
  acquired: Int32Array;
  isNew: Uint8Array;
  repository: Int32Array;
}

const NO_YEAR = 0;

function rankBy(keys: ReadonlyArray<string | null>): Int32Array {
  const order = keys
    .map((_, doc) => doc)
    .sort((a, b) => {
      const ka = keys[a];
      const kb = keys[b];
      if (ka === kb) return a - b;
      // Documents without a key (no author) file after all the others.
      if (ka === null || ka === undefined) return 1;
      if (kb === null || kb === undefined) return -1;
      return ka < kb ? -1 : 1;
    });
  const rank = new Int32Array(keys.length);
  order.forEach((doc, position) => {
    rank[doc] = position;
  });
  return rank;
}

export function buildEngine(docs: readonly EngineDoc[]): Engine {
  const values: FacetValue[] = [];
  const valueIds = new Map<string, number>();
  const docFacets = docs.map((doc) => {
    const ids = new Set<number>();
    for (const value of doc.facets) {
      const key = `${value.tipo}:${value.codigo}`;
      let id = valueIds.get(key);
      if (id === undefined) {
        id = values.length;
        values.push(value);
        valueIds.set(key, id);
      }
      ids.add(id);
    }
    return Int32Array.from(ids);
  });
  return {
    text: buildTextIndex(
      docs.map((doc) => doc.texts),
      Float32Array.from(docs.map((doc) => doc.boost ?? 1)),
    ),
    values,
    valueIds,
    docFacets,
    titleRank: rankBy(docs.map((doc) => doc.titleKey)),
    authorRank: rankBy(docs.map((doc) => doc.authorKey)),
    year: Int32Array.from(docs.map((doc) => doc.year ?? NO_YEAR)),
    acquired: Int32Array.from(docs.map((doc) => doc.acquired)),
    isNew: Uint8Array.from(docs.map((doc) => (doc.isNew ? 1 : 0))),
    repository: Int32Array.from(docs.map((doc) => doc.repository)),
  };
}

export interface EngineQuery {
  linhas: readonly SearchRow[];
  filtros?: readonly FilterSelection[];
  ordenacao?: SortCode;
  pagina?: number;
  quantPag?: number;
  novasAquisicoes?: boolean;
  repositorios?: readonly number[];
}

export interface EngineAnswer {
  /** Document positions of the requested page. */
  page: number[];
  total: number;
  filtros: FilterItem[];
}

const TYPE_ORDER: readonly FilterType[] = [
  'T',
  'Y',
  'B',
  'C',
  'P',
  'A',
  'E',
  'S',
  'X',
  'I',
  'R',
  'K',
  'NA_C',
  'NA_A',
  'Z',
];

function compareFilters(a: FilterItem, b: FilterItem): number {
  const byType = TYPE_ORDER.indexOf(a.tipo) - TYPE_ORDER.indexOf(b.tipo);
  if (byType !== 0) return byType;
  if (a.tipo === 'Y') {
    // Newest year first; "Without date" (code 0) last.
    return Number(b.codigo) - Number(a.codigo);
  }
  return b.totalSemFiltro - a.totalSemFiltro || a.descricao.localeCompare(b.descricao, 'pt');
}

/** Selected values grouped by type: OR inside a group, AND across groups. */
function filterGroups(engine: Engine, filtros: readonly FilterSelection[]): Array<Set<number>> {
  const groups = new Map<FilterType, Set<number>>();
  for (const filter of filtros) {
    const id = engine.valueIds.get(`${filter.tipo}:${filter.codigo}`);
    let group = groups.get(filter.tipo);
    if (!group) {
      group = new Set();
      groups.set(filter.tipo, group);
    }
    // An unknown code still forms its group, so it filters everything out as the user asked.
    if (id !== undefined) group.add(id);
  }
  return [...groups.values()];
}

function passes(facets: Int32Array, groups: ReadonlyArray<Set<number>>): boolean {
  for (const group of groups) {
    let hit = false;
    for (let i = 0; i < facets.length; i++) {
      if (group.has(facets[i]!)) {
        hit = true;
        break;
      }
    }
    if (!hit) return false;
  }
  return true;
}

function comparator(
  engine: Engine,
  sort: SortCode,
  scoreMap: Map<number, number> | null,
): (a: number, b: number) => number {
  const { titleRank, authorRank, year, acquired } = engine;
  switch (sort) {
    case 'T':
      return (a, b) => titleRank[a]! - titleRank[b]!;
    case 'A':
      return (a, b) => authorRank[a]! - authorRank[b]! || titleRank[a]! - titleRank[b]!;
    case 'Y':
    case 'YA': {
      const direction = sort === 'Y' ? -1 : 1;
      return (a, b) => {
        const ya = year[a]!;
        const yb = year[b]!;
        if (ya === yb) return titleRank[a]! - titleRank[b]!;
        if (ya === NO_YEAR) return 1;
        if (yb === NO_YEAR) return -1;
        return (ya - yb) * direction;
      };
    }
    case 'D':
      return (a, b) => acquired[b]! - acquired[a]! || titleRank[a]! - titleRank[b]!;
    default: {
      if (!scoreMap) return (a, b) => titleRank[a]! - titleRank[b]!;
      // A typed array beats Map lookups inside a sort of thousands of documents.
      const scores = new Float64Array(titleRank.length);
      for (const [doc, score] of scoreMap) scores[doc] = score;
      return (a, b) => scores[b]! - scores[a]! || titleRank[a]! - titleRank[b]!;
    }
  }
}

export function runEngine(engine: Engine, query: EngineQuery): EngineAnswer {
  const scores = evaluateRows(engine.text, query.linhas);
  const repositories =
    query.repositorios && query.repositorios.length > 0 ? new Set(query.repositorios) : null;
  const candidates: number[] = [];
  const consider = (doc: number): void => {
    if (query.novasAquisicoes && engine.isNew[doc] !== 1) return;
    if (repositories && !repositories.has(engine.repository[doc]!)) return;
    candidates.push(doc);
  };
  if (scores) for (const doc of scores.keys()) consider(doc);
  else for (let doc = 0; doc < engine.text.size; doc++) consider(doc);

  const groups = filterGroups(engine, query.filtros ?? []);
  const total = new Int32Array(engine.values.length);
  const unfiltered = new Int32Array(engine.values.length);
  const result: number[] = [];
  for (const doc of candidates) {
    const facets = engine.docFacets[doc]!;
    const kept = groups.length === 0 || passes(facets, groups);
    if (kept) result.push(doc);
    for (let i = 0; i < facets.length; i++) {
      const id = facets[i]!;
      unfiltered[id]!++;
      if (kept) total[id]!++;
    }
  }

  const selected = new Set<number>(groups.flatMap((group) => [...group]));
  const filtros: FilterItem[] = [];
  engine.values.forEach((value, id) => {
    if (unfiltered[id]! > 0 || selected.has(id)) {
      filtros.push({ ...value, total: total[id]!, totalSemFiltro: unfiltered[id]! });
    }
  });
  filtros.sort(compareFilters);

  const sort = query.ordenacao ?? DEFAULT_SORT;
  const size = Math.min(
    Math.max(Math.trunc(query.quantPag ?? DEFAULT_PAGE_SIZE), 1),
    MAX_PAGE_SIZE,
  );
  const pageNumber = Math.max(Math.trunc(query.pagina ?? 1), 1);
  const start = (pageNumber - 1) * size;
  const compare = comparator(engine, sort, scores);
  result.sort(compare);
  return { page: result.slice(start, start + size), total: result.length, filtros };
}

export function slug(value: string): string {
  return foldText(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
