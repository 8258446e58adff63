import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import { tokenize } from '../db/text';
import type { Operator, SearchField, SearchRow } from './types';

/**
 * Full-text part of the engine. MiniSearch finds the candidates (words, prefixes, fuzzy
 * words); what MiniSearch cannot express (exact phrase, field starts with, word proximity)
 * is checked afterwards on the word positions of the few candidates it returned.
 */

export const TEXT_FIELDS: readonly Exclude<SearchField, 'livre'>[] = [
  'titulo',
  'autor',
  'assunto',
  'editora',
  'serie',
  'chamada',
  'isbn',
  'issn',
  'ano',
  'notas',
];

type FieldTexts = Partial<Record<Exclude<SearchField, 'livre'>, string>>;

export interface TextIndex {
  mini: MiniSearch<{ id: number } & FieldTexts>;
  texts: readonly FieldTexts[];
  /** Relevance multiplier per document (real works rank above their generated variants). */
  boosts: Float32Array;
  size: number;
  /**
   * Recent row evaluations: paging, sorting or filtering a search re-runs the same rows
   * (the contract's search `id`), so the text part is answered from here.
   */
  recent: Map<string, Map<number, number>>;
}

const RECENT_LIMIT = 64;

/** Words within this distance count as "next to" each other (PROXIMO). */
export const PROXIMITY_WINDOW = 3;
/** Similar words: allowed edit distance as a share of the word length (MiniSearch's fuzzy). */
const FUZZY = 0.25;

export function buildTextIndex(
  docs: readonly FieldTexts[],
  boosts: Float32Array = new Float32Array(docs.length).fill(1),
): TextIndex {
  const mini = new MiniSearch<{ id: number } & FieldTexts>({
    idField: 'id',
    fields: TEXT_FIELDS as string[],
    storeFields: [],
    // One tokenizer for indexing, querying and position checks, so they always agree.
    tokenize: (text) => tokenize(text),
    processTerm: (term) => term,
    searchOptions: { tokenize: (text) => tokenize(text), processTerm: (term) => term },
  });
  mini.addAll(docs.map((texts, id) => ({ id, ...texts })));
  return { mini, texts: docs, boosts, size: docs.length, recent: new Map() };
}

interface WordPattern {
  word: string;
  prefix: boolean;
  fuzzy: boolean;
}

/** Words of a row's term; a trailing * asks for a prefix (truncation), as in most OPACs. */
function rowWords(row: SearchRow): WordPattern[] {
  const patterns: WordPattern[] = [];
  const raw = row.termo.trim().split(/\s+/).filter(Boolean);
  raw.forEach((chunk, chunkIndex) => {
    const truncated = chunk.endsWith('*');
    const words = tokenize(chunk);
    words.forEach((word, wordIndex) => {
      const last = wordIndex === words.length - 1;
      const prefix =
        (truncated && last) ||
        (row.tipoTermo === 'palavra_inicial' && last && chunkIndex === raw.length - 1);
      patterns.push({ word, prefix, fuzzy: !!row.similar && word.length >= 4 });
    });
  });
  return patterns;
}

function boundedLevenshtein(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

function matchesWord(token: string, pattern: WordPattern): boolean {
  if (token === pattern.word) return true;
  if (pattern.prefix && token.startsWith(pattern.word)) return true;
  if (pattern.fuzzy) {
    const max = Math.round(pattern.word.length * FUZZY);
    return boundedLevenshtein(token, pattern.word, max) <= max;
  }
  return false;
}

function fieldsOf(row: SearchRow): readonly Exclude<SearchField, 'livre'>[] {
  return row.campo === 'livre' ? TEXT_FIELDS : [row.campo];
}

/**
 * Start positions of the row in one field's words: the phrase start for exact and
 * starting-word rows, any matching word for free rows.
 */
function occurrences(
  tokens: readonly string[],
  row: SearchRow,
  patterns: readonly WordPattern[],
): number[] {
  const found: number[] = [];
  const type = row.tipoTermo ?? 'livre';
  if (type === 'livre') {
    tokens.forEach((token, position) => {
      if (patterns.some((pattern) => matchesWord(token, pattern))) found.push(position);
    });
    return found;
  }
  const last = type === 'palavra_inicial' ? 0 : tokens.length - patterns.length;
  for (let start = 0; start <= last; start++) {
    if (patterns.every((pattern, offset) => matchesWord(tokens[start + offset] ?? '', pattern)))
      found.push(start);
  }
  return found;
}

function toMiniQuery(patterns: readonly WordPattern[]): Query {
  return {
    combineWith: 'AND',
    queries: patterns.map((pattern) => ({
      queries: [pattern.word],
      prefix: pattern.prefix,
      fuzzy: pattern.fuzzy ? FUZZY : false,
    })),
  };
}

function docTokens(index: TextIndex, doc: number, field: Exclude<SearchField, 'livre'>): string[] {
  const text = index.texts[doc]?.[field];
  return text ? tokenize(text) : [];
}

/** Documents matching one row on its own, with MiniSearch scores. */
export function evaluateRow(index: TextIndex, row: SearchRow): Map<number, number> {
  const patterns = rowWords(row);
  const out = new Map<number, number>();
  if (patterns.length === 0) return out;
  const boostDocument = (id: unknown): number => index.boosts[id as number] ?? 1;
  const options: SearchOptions =
    row.campo === 'livre' ? { boostDocument } : { fields: [row.campo], boostDocument };
  const hits = index.mini.search(toMiniQuery(patterns), options);
  const needsPositions = (row.tipoTermo ?? 'livre') !== 'livre';
  for (const hit of hits) {
    const doc = hit.id as number;
    if (
      needsPositions &&
      !fieldsOf(row).some(
        (field) => occurrences(docTokens(index, doc, field), row, patterns).length > 0,
      )
    )
      continue;
    out.set(doc, hit.score);
  }
  return out;
}

function positionalMatch(
  index: TextIndex,
  doc: number,
  left: SearchRow,
  right: SearchRow,
  operator: Operator,
): boolean {
  const leftPatterns = rowWords(left);
  const rightPatterns = rowWords(right);
  // Both terms must sit in the same field for their positions to mean anything.
  const fields =
    right.campo === 'livre'
      ? fieldsOf(left)
      : left.campo === 'livre' || left.campo === right.campo
        ? [right.campo]
        : [];
  for (const field of fields) {
    const tokens = docTokens(index, doc, field);
    if (tokens.length === 0) continue;
    const a = occurrences(tokens, left, leftPatterns);
    if (a.length === 0) continue;
    const b = occurrences(tokens, right, rightPatterns);
    for (const p of a) {
      for (const q of b) {
        if (operator === 'PROXIMO' && p !== q && Math.abs(p - q) <= PROXIMITY_WINDOW) return true;
        if (operator === 'ANTES' && p < q) return true;
        if (operator === 'DEPOIS' && p > q) return true;
      }
    }
  }
  return false;
}

/**
 * Rows combined left to right: E intersects, OU unites, NAO removes, and PROXIMO / ANTES /
 * DEPOIS intersect and then keep documents where the previous row's term is near / before /
 * after this row's term in the same field. Null means "no rows": every document.
 */
export function evaluateRows(
  index: TextIndex,
  rows: readonly SearchRow[],
): Map<number, number> | null {
  const usable = rows.filter((row) => row.termo.trim().length > 0);
  if (usable.length === 0) return null;
  const key = JSON.stringify(
    usable.map((row) => [
      row.campo,
      row.termo,
      row.tipoTermo ?? 'livre',
      row.operador ?? 'E',
      !!row.similar,
    ]),
  );
  const cached = index.recent.get(key);
  if (cached) {
    // Refresh its place in the least-recently-used order.
    index.recent.delete(key);
    index.recent.set(key, cached);
    return cached;
  }
  const result = combineRows(index, usable);
  index.recent.set(key, result);
  if (index.recent.size > RECENT_LIMIT) index.recent.delete(index.recent.keys().next().value!);
  return result;
}

function combineRows(index: TextIndex, usable: readonly SearchRow[]): Map<number, number> {
  const [first, ...rest] = usable;
  if (!first) return new Map();
  let result = evaluateRow(index, first);
  let previous = first;
  for (const row of rest) {
    const current = evaluateRow(index, row);
    const operator = row.operador ?? 'E';
    const next = new Map<number, number>();
    if (operator === 'OU') {
      for (const [doc, score] of result) next.set(doc, score + (current.get(doc) ?? 0));
      for (const [doc, score] of current) if (!next.has(doc)) next.set(doc, score);
    } else if (operator === 'NAO') {
      for (const [doc, score] of result) if (!current.has(doc)) next.set(doc, score);
    } else {
      for (const [doc, score] of result) {
        const other = current.get(doc);
        if (other === undefined) continue;
        if (operator !== 'E' && !positionalMatch(index, doc, previous, row, operator)) continue;
        next.set(doc, score + other);
      }
    }
    result = next;
    previous = row;
  }
  return result;
}
