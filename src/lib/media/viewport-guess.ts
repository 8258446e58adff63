import { createContext } from 'react';

/**
 * The kind of screen a page rendered ahead of the browser was rendered for: a phone or a wider
 * screen, guessed by the server from the request (src/app/server-render/request-viewport.ts) and
 * embedded in the page, so the hydrating render answers `useMediaQuery` as the server did. A page
 * rendered without a request (the build's prerender) has no guess: no query matches there.
 */
export type ViewportGuess = 'phone' | 'wide';

export const ViewportGuessContext = createContext<ViewportGuess | undefined>(undefined);

/**
 * The width, in CSS pixels, each guess stands for: a common phone in portrait (Lighthouse's
 * mobile emulation is 412 px wide) and a laptop. Media queries in `em`/`rem` are read at the
 * browser's initial 16 px, as browsers do (the accessibility bar's zoom does not change them).
 */
const guessedWidth: Record<ViewportGuess, number> = { phone: 390, wide: 1280 };

const pixels = (value: string, unit: string) => Number(value) * (unit === 'px' ? 1 : 16);

/**
 * One width condition of a media query, as the app writes them: `(width < 30em)`,
 * `(width >= 64rem)`, `(max-width: 40em)` or `(min-width: 64em)`.
 */
function widthCondition(condition: string): ((width: number) => boolean) | null {
  const range = /^\(\s*width\s*(<=|>=|<|>)\s*([\d.]+)(px|em|rem)\s*\)$/.exec(condition);
  if (range) {
    const [, operator, value = '', unit = ''] = range;
    const limit = pixels(value, unit);
    if (operator === '<') return (width) => width < limit;
    if (operator === '<=') return (width) => width <= limit;
    if (operator === '>') return (width) => width > limit;
    return (width) => width >= limit;
  }
  const bound = /^\(\s*(max|min)-width\s*:\s*([\d.]+)(px|em|rem)\s*\)$/.exec(condition);
  if (bound) {
    const [, side, value = '', unit = ''] = bound;
    const limit = pixels(value, unit);
    return side === 'max' ? (width) => width <= limit : (width) => width >= limit;
  }
  return null;
}

/**
 * Whether `query` would match on the guessed screen: `screen` and width conditions joined by
 * `and`. A query it cannot read answers null, and the caller keeps the no-guess answer (false).
 * The few queries the components use are all of this form (a unit test reads each of them).
 */
export function matchesGuess(query: string, guess: ViewportGuess): boolean | null {
  const conditions = query
    .split(/\s+and\s+/i)
    .map((part) => part.trim())
    .filter((part) => part !== 'screen' && part !== 'all');
  const tests = conditions.map(widthCondition);
  if (tests.length === 0 || tests.some((test) => test === null)) return null;
  return tests.every((test) => test?.(guessedWidth[guess]));
}
