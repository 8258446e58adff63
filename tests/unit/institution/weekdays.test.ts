import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '../../../src/api/generated/model';
import {
  opensSomeDay,
  weekRows,
  weekdayOf,
  weekdays,
} from '../../../src/features/institution/utils/weekdays';

const week: OpeningHours = {
  segunda: '07:30 - 22:00',
  terca: '07:30 - 22:00',
  quarta: '07:30 - 22:00',
  quinta: '07:30 - 22:00',
  sexta: '07:30 - 21:00',
  sabado: '08:00 - 14:00',
  domingo: null,
};

describe('opening hours by weekday (spec section 9: Monday to Sunday)', () => {
  it('lists the week Monday first, whatever order the answer’s fields came in', () => {
    const shuffled = Object.fromEntries(Object.entries(week).reverse()) as OpeningHours;
    expect(weekRows(shuffled, 'quarta').map((row) => row.day)).toEqual([
      'segunda',
      'terca',
      'quarta',
      'quinta',
      'sexta',
      'sabado',
      'domingo',
    ]);
    expect(weekdays).toHaveLength(7);
  });

  it('marks exactly today, and keeps each day’s text (null when closed or blank)', () => {
    const rows = weekRows({ ...week, sabado: '   ' }, 'sexta');
    expect(rows.filter((row) => row.isToday).map((row) => row.day)).toEqual(['sexta']);
    expect(rows.find((row) => row.day === 'sexta')?.hours).toBe('07:30 - 21:00');
    expect(rows.find((row) => row.day === 'sabado')?.hours).toBeNull();
    expect(rows.find((row) => row.day === 'domingo')?.hours).toBeNull();
  });

  it('reads today in São Paulo time, not the browser’s', () => {
    // 2026-11-23 is a Monday.
    expect(weekdayOf(new Date('2026-11-23T12:00:00-03:00'))).toBe('segunda');
    expect(weekdayOf(new Date('2026-11-26T09:00:00Z'))).toBe('quinta');
    // Monday 01:00 UTC is still Sunday 22:00 in São Paulo.
    expect(weekdayOf(new Date('2026-11-30T01:00:00Z'))).toBe('domingo');
    expect(weekdayOf(new Date('2026-11-30T01:00:00Z'), 'UTC')).toBe('segunda');
    expect(weekdayOf(new Date('2026-11-28T23:59:00-03:00'))).toBe('sabado');
  });

  it('says whether the campus opens on any day', () => {
    expect(opensSomeDay(week)).toBe(true);
    const closed: OpeningHours = {
      segunda: null,
      terca: null,
      quarta: null,
      quinta: null,
      sexta: null,
      sabado: null,
      domingo: null,
    };
    expect(opensSomeDay(closed)).toBe(false);
    expect(opensSomeDay({ ...closed, domingo: ' ' })).toBe(false);
    expect(opensSomeDay({ ...closed, domingo: '10:00 - 12:00' })).toBe(true);
  });
});
