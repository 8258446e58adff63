import { DEFAULT_TIME_ZONE } from '../../../lib/format/dates';

/** Today as an ISO day (YYYY-MM-DD) in the institution's time zone (spec section 9). */
export function isoToday(now: Date = new Date(), timeZone = DEFAULT_TIME_ZONE): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export type BirthDateProblem = 'birthDateFuture' | 'birthDateInvalid';

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (no 31 April). */
export function isIsoDay(value: string): boolean {
  const match = isoDay.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: the latter reads years 0 to 99 as 1900 to 1999.
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The birth date may be empty; otherwise a real day not after today (the server refuses a
 * future one with DATA_NASCIMENTO_INVALIDA). ISO days compare as text.
 */
export function birthDateProblem(value: string | null, today: string): BirthDateProblem | null {
  if (!value) return null;
  if (!isIsoDay(value)) return 'birthDateInvalid';
  return value > today ? 'birthDateFuture' : null;
}
