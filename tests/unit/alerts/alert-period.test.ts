import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  periodOf,
  requestOf,
  searchOf,
  validateAlertPeriod,
} from '../../../src/features/alerts/utils/alert-period';

/** A real calendar day, `YYYY-MM-DD`. */
const isoDay = fc
  .date({
    min: new Date(Date.UTC(1990, 0, 1)),
    max: new Date(Date.UTC(2100, 11, 31)),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

describe('the alert filter period (spec section 5)', () => {
  it('is optional: no date at all means every alert', () => {
    expect(validateAlertPeriod({ start: '', end: '' })).toBeNull();
  });

  it('needs both dates once one is given, the missing one named by its own field', () => {
    expect(validateAlertPeriod({ start: '2026-10-01', end: '' })).toEqual({ end: 'required' });
    expect(validateAlertPeriod({ start: '', end: '2026-10-01' })).toEqual({ start: 'required' });
  });

  it('refuses a start after the end, next to the start field', () => {
    expect(validateAlertPeriod({ start: '2026-10-10', end: '2026-10-01' })).toEqual({
      start: 'startAfterEnd',
    });
  });

  it('accepts a period in order, and a single day', () => {
    expect(validateAlertPeriod({ start: '2026-10-01', end: '2026-11-20' })).toBeNull();
    expect(validateAlertPeriod({ start: '2026-10-01', end: '2026-10-01' })).toBeNull();
  });

  it('counts what is not a whole day as missing (a half-typed date, an odd address)', () => {
    expect(validateAlertPeriod({ start: '2026-10', end: '2026-10-01' })).toEqual({
      start: 'required',
    });
    expect(validateAlertPeriod({ start: '2026-10-01', end: 'ontem' })).toEqual({
      end: 'required',
    });
  });

  it('for any two days: accepted exactly when the start is not after the end', () => {
    fc.assert(
      fc.property(isoDay, isoDay, (start, end) => {
        const problems = validateAlertPeriod({ start, end });
        if (start <= end) expect(problems).toBeNull();
        else expect(problems).toEqual({ start: 'startAfterEnd' });
      }),
    );
  });

  it('for any period with a date missing: that field, and only a missing one, is "required"', () => {
    const missing = fc.constantFrom('', '2026-1-1', 'abc', '20261001');
    fc.assert(
      fc.property(fc.oneof(isoDay, missing), fc.oneof(isoDay, missing), (start, end) => {
        const problems = validateAlertPeriod({ start, end });
        const whole = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
        // No date at all is no period: every alert.
        if (!start && !end) {
          expect(problems).toBeNull();
          return;
        }
        expect(problems?.end === 'required').toBe(!whole(end));
        if (!whole(start)) expect(problems?.start).toBe('required');
        if (!whole(start) || !whole(end)) expect(problems).not.toBeNull();
      }),
    );
  });

  it('lives in the address as ?de=&ate= and asks for every alert when none is given', () => {
    fc.assert(
      fc.property(isoDay, isoDay, (start, end) => {
        const search = new URLSearchParams(searchOf({ start, end }));
        expect(periodOf(search)).toEqual({ start, end });
        expect(requestOf(periodOf(search))).toEqual({ dataIni: start, dataFim: end });
      }),
    );
    expect(searchOf({ start: '', end: '' })).toEqual({});
    expect(requestOf(periodOf(new URLSearchParams()))).toBeUndefined();
  });
});
