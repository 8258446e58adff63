/** Why a typed page range was refused. */
export type PageRangeProblem = 'format' | 'startAfterEnd';

export type PageRangeResult =
  { ok: true; start: number; end: number } | { ok: false; problem: PageRangeProblem };

/** Words and marks a patron may put between the pages (spec section 5, and the pt/es "a", "até"). */
export const PAGE_RANGE_SEPARATORS = ['-', '–', '/', 'to', 'a', 'até'] as const;

// Six digits at most: the contract's range is 30 characters, and no document has a million pages.
const PAGE_RANGE = /^\s*(\d{1,6})(?:\s*(?:-|–|\/|to|a|até)\s*(\d{1,6}))?\s*$/iu;

/**
 * The pages of a paper request's range (spec section 5): `20-30`, `20/30`, `20 to 30`,
 * `20 a 30`, `20 até 30`, or one page (`20`). The start may not come after the end.
 */
export function parsePageRange(text: string): PageRangeResult {
  const match = PAGE_RANGE.exec(text);
  if (!match) return { ok: false, problem: 'format' };
  const start = Number(match[1]);
  const end = match[2] === undefined ? start : Number(match[2]);
  if (start < 1 || end < 1) return { ok: false, problem: 'format' };
  if (start > end) return { ok: false, problem: 'startAfterEnd' };
  return { ok: true, start, end };
}

/**
 * The range as it is sent: always `start-end` (or one page), whatever the patron typed, so a
 * word the server may not know ("até" in upper case, an en dash) never reaches it.
 */
export function formatPageRange({ start, end }: { start: number; end: number }): string {
  return start === end ? String(start) : `${start}-${end}`;
}
