import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatPageRange,
  PAGE_RANGE_SEPARATORS,
  parsePageRange,
} from '../../../src/features/requests/utils/page-range';

const page = fc.integer({ min: 1, max: 999_999 });
const separator = fc.constantFrom(...PAGE_RANGE_SEPARATORS);
const spaces = fc.constantFrom('', ' ', '  ', '\t');

/** A range typed in one of the accepted forms, with or without spaces around the separator. */
const typed = (start: number, end: number, sep: string, before: string, after: string) =>
  `${before}${start}${before}${sep}${after}${end}${after}`;

describe('parsePageRange', () => {
  it('accepts the spec forms and a single page', () => {
    for (const text of ['20-30', '20/30', '20 to 30', '20 a 30', '20 até 30', ' 20 - 30 ']) {
      expect(parsePageRange(text)).toEqual({ ok: true, start: 20, end: 30 });
    }
    expect(parsePageRange('7')).toEqual({ ok: true, start: 7, end: 7 });
    expect(parsePageRange('20 TO 30')).toEqual({ ok: true, start: 20, end: 30 });
  });

  it('refuses gibberish and a start after the end', () => {
    for (const text of ['', 'abc', '20-', '-30', '20 e 30', '20--30', '1.5-3', '0-4', '20 30'])
      expect(parsePageRange(text)).toEqual({ ok: false, problem: 'format' });
    expect(parsePageRange('30-20')).toEqual({ ok: false, problem: 'startAfterEnd' });
    expect(parsePageRange('30 até 20')).toEqual({ ok: false, problem: 'startAfterEnd' });
  });

  it('gives back the same start and end from every accepted form (property)', () => {
    fc.assert(
      fc.property(page, page, separator, spaces, spaces, (a, b, sep, before, after) => {
        const [start, end] = a <= b ? [a, b] : [b, a];
        const parsed = parsePageRange(typed(start, end, sep, before, after));
        expect(parsed).toEqual({ ok: true, start, end });
        // What is sent parses back to the same pages.
        if (parsed.ok) expect(parsePageRange(formatPageRange(parsed))).toEqual(parsed);
      }),
    );
  });

  it('refuses every range whose start is after its end (property)', () => {
    fc.assert(
      fc.property(page, page, separator, spaces, (a, b, sep, gap) => {
        fc.pre(a !== b);
        const [start, end] = a > b ? [a, b] : [b, a];
        expect(parsePageRange(`${start}${gap}${sep}${gap}${end}`)).toEqual({
          ok: false,
          problem: 'startAfterEnd',
        });
      }),
    );
  });

  it('refuses any text with a letter outside the separators (property)', () => {
    fc.assert(
      fc.property(page, fc.constantFrom('x', 'b', 'páginas', 'e', '?'), page, (a, word, b) => {
        expect(parsePageRange(`${a} ${word} ${b}`).ok).toBe(false);
      }),
    );
  });
});
