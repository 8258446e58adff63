import { DEFAULT_TIME_ZONE } from '../../../lib/format/dates';

/** A month's name in the locale (1 = January), for the statistics table. */
export function monthName(month: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', timeZone: DEFAULT_TIME_ZONE }).format(
    new Date(Date.UTC(2000, month - 1, 15, 12)),
  );
}

/** A count in the locale (thousands separators). */
export const formatCount = (value: number, locale: string) =>
  new Intl.NumberFormat(locale).format(value);
