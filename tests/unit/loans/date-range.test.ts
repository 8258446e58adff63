import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateDateRange } from '../../../src/lib/forms/date-range';

const DAY_MS = 24 * 60 * 60 * 1000;
// Days between 1900 and 2100 as the API writes them (`YYYY-MM-DD`).
const isoDay = fc
  .integer({ min: Date.UTC(1900, 0, 1) / DAY_MS, max: Date.UTC(2100, 11, 31) / DAY_MS })
  .map((day) => new Date(day * DAY_MS).toISOString().slice(0, 10));
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);

describe('validateDateRange (spec: the start may not be after the end)', () => {
  it('refuses exactly the ranges whose start is after the end', () => {
    fc.assert(
      fc.property(isoDay, isoDay, (start, end) => {
        const problem = validateDateRange({ start, end });
        expect(problem).toBe(toTime(start) > toTime(end) ? 'startAfterEnd' : null);
      }),
    );
  });

  it('accepts a one-day range and any range with an open side', () => {
    fc.assert(
      fc.property(isoDay, fc.constantFrom('', null, undefined), (day, open) => {
        expect(validateDateRange({ start: day, end: day })).toBeNull();
        expect(validateDateRange({ start: day, end: open })).toBeNull();
        expect(validateDateRange({ start: open, end: day })).toBeNull();
      }),
    );
  });

  it('swapping a refused range makes it valid', () => {
    fc.assert(
      fc.property(isoDay, isoDay, (a, b) => {
        fc.pre(a !== b);
        const refused = validateDateRange({ start: a, end: b }) === 'startAfterEnd';
        const swapped = validateDateRange({ start: b, end: a }) === 'startAfterEnd';
        expect(refused).not.toBe(swapped);
      }),
    );
  });

  it('leaves values that are not days to the date field', () => {
    expect(validateDateRange({ start: '2026-13', end: '2026-01-01' })).toBeNull();
    expect(validateDateRange({ start: '2026-12-01', end: '2026-11-30' })).toBe('startAfterEnd');
  });
});
