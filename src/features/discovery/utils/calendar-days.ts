import { isIsoDay } from '../../../lib/forms/date-range';
import { DEFAULT_TIME_ZONE } from '../../../lib/format/dates';

/** A real calendar day written as date inputs give it and the API takes it: `YYYY-MM-DD`. */
export const isDay = (value: string | null | undefined): value is string =>
  typeof value === 'string' && isIsoDay(value) && !Number.isNaN(Date.parse(value));

// en-CA writes days as YYYY-MM-DD.
const saoPauloDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEFAULT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in the library's time zone (spec section 9: São Paulo), whatever the browser's zone. */
export const todayInLibrary = (now: Date = new Date()) => saoPauloDay.format(now);

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The same day `months` calendar months earlier; a day the earlier month lacks becomes its last
 * (31 March back one month is 28 or 29 February), so the period never spills past a month.
 */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) - months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(date, lastDay))}`;
}
