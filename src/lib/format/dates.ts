/** Spec section 9: dates and times are shown in São Paulo time unless told otherwise. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

export interface DateFormatOptions {
  /** IANA time zone the instant is shown in. @default 'America/Sao_Paulo' */
  timeZone?: string;
}

export type DateInput = Date | string | number;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A `YYYY-MM-DD` string is a calendar day, not an instant: read as UTC midnight and shown in
 * São Paulo it would slide to the day before. Such days are kept in UTC on both ends.
 */
function toInstant(value: DateInput): { date: Date; calendarDay: boolean } | null {
  if (typeof value === 'string') {
    const day = DATE_ONLY.exec(value.trim());
    if (day) {
      const [, year, month, date] = day.map(Number) as [number, number, number, number];
      return { date: new Date(Date.UTC(year, month - 1, date)), calendarDay: true };
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, calendarDay: false };
}

const numericDate = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/** A day in the locale's short numeric form (pt-BR `23/11/2026`); '' for missing or invalid input. */
export function formatDate(
  value: DateInput | null | undefined,
  locale: string,
  { timeZone = DEFAULT_TIME_ZONE }: DateFormatOptions = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const instant = toInstant(value);
  if (!instant) return '';
  return new Intl.DateTimeFormat(locale, {
    ...numericDate,
    timeZone: instant.calendarDay ? 'UTC' : timeZone,
  }).format(instant.date);
}

/** Day and time to the minute (pt-BR `23/11/2026, 14:05`); a bare day shows only the day. */
export function formatDateTime(
  value: DateInput | null | undefined,
  locale: string,
  { timeZone = DEFAULT_TIME_ZONE }: DateFormatOptions = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const instant = toInstant(value);
  if (!instant) return '';
  if (instant.calendarDay) return formatDate(value, locale);
  return new Intl.DateTimeFormat(locale, {
    ...numericDate,
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(instant.date);
}

/**
 * The time of an instant to the minute in the locale's clock (pt-BR `14:05`, en `2:05 PM`);
 * an instant of another day keeps its day (`22/11/2026, 14:05`), so "as of" never misleads.
 */
export function formatTime(
  value: DateInput | null | undefined,
  locale: string,
  { timeZone = DEFAULT_TIME_ZONE, now = new Date() }: DateFormatOptions & { now?: Date } = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const instant = toInstant(value);
  if (!instant) return '';
  if (formatDate(instant.date, locale, { timeZone }) !== formatDate(now, locale, { timeZone }))
    return formatDateTime(instant.date, locale, { timeZone });
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(
    instant.date,
  );
}
