import type { OpeningHours } from '../../../api/generated/model';
import { DEFAULT_TIME_ZONE } from '../../../lib/format/dates';

/** Spec section 9: opening hours run Monday to Sunday, the contract's field names in that order. */
export const weekdays = [
  'segunda',
  'terca',
  'quarta',
  'quinta',
  'sexta',
  'sabado',
  'domingo',
] as const satisfies readonly (keyof OpeningHours)[];

export type Weekday = (typeof weekdays)[number];

// Intl's English short names are stable across engines; index 0 is Monday, as `weekdays`.
const englishShortNames = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * The weekday `now` falls on in the library's time zone (spec section 9: São Paulo), not the
 * browser's: a patron abroad late at night still sees the library's today highlighted.
 */
export function weekdayOf(now: Date, timeZone: string = DEFAULT_TIME_ZONE): Weekday {
  const name = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone }).format(now);
  return weekdays[englishShortNames.indexOf(name)] ?? 'segunda';
}

export interface WeekdayRow {
  day: Weekday;
  /** The server's display text, or null when the library is closed that day. */
  hours: string | null;
  isToday: boolean;
}

/** The week as the table shows it: Monday first, whatever order the answer's fields came in. */
export function weekRows(hours: OpeningHours, today: Weekday): WeekdayRow[] {
  return weekdays.map((day) => ({
    day,
    hours: hours[day]?.trim() || null,
    isToday: day === today,
  }));
}

/** Whether the answer opens on any day at all (else the page says the campus has no hours). */
export const opensSomeDay = (hours: OpeningHours) =>
  weekdays.some((day) => Boolean(hours[day]?.trim()));
