import type { Loan } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { DEFAULT_TIME_ZONE } from '../../../lib/format/dates';

/**
 * São Paulo has kept UTC−3 all year since 2019 (no daylight saving): one STANDARD rule covers
 * every return date we can have. Calendar apps need the VTIMEZONE block to read the TZID.
 */
const SAO_PAULO_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${DEFAULT_TIME_ZONE}`,
  `X-LIC-LOCATION:${DEFAULT_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0300',
  'TZOFFSETTO:-0300',
  'TZNAME:-03',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** The event's hour on the return day, São Paulo time: a morning reminder, not the closing time. */
const EVENT_START = '09:00:00';
const EVENT_END = '10:00:00';
const DAY_SECONDS = 24 * 60 * 60;

const saoPauloDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEFAULT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (`YYYY-MM-DD`) a return date falls on in São Paulo; null if unreadable. */
export function returnDayInSaoPaulo(value: string): string | null {
  const day = /^\d{4}-\d{2}-\d{2}$/.exec(value.trim());
  if (day) return day[0];
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : saoPauloDay.format(instant);
}

export interface LoansCalendarTexts {
  /** The calendar's name in the patron's app. */
  name: string;
  /** Event title for a loan. */
  summary: (loan: Loan) => string;
  /** Event notes for a loan (library, call number...). */
  description: (loan: Loan) => string;
  /** The reminder's text, shown the day before. */
  reminder: (loan: Loan) => string;
}

/**
 * An iCalendar file (RFC 5545) with one event per current loan on its return day, in the
 * America/Sao_Paulo time zone, each with a display reminder the day before. The library
 * (ical-generator) loads only when a patron asks for the file.
 */
export async function loansCalendar(
  loans: readonly Loan[],
  texts: LoansCalendarTexts,
  origin: string,
): Promise<string> {
  const { default: ical, ICalAlarmType } = await import('ical-generator');
  const calendar = ical({
    name: texts.name,
    prodId: { company: 'Biblioteca', product: 'Catalogo on-line', language: 'PT' },
    timezone: { name: DEFAULT_TIME_ZONE, generator: () => SAO_PAULO_VTIMEZONE },
  });
  const host = new URL(origin).host || 'catalogo.local';
  for (const loan of loans) {
    const day = returnDayInSaoPaulo(loan.data_devolucao);
    if (!day) continue;
    const event = calendar.createEvent({
      // Stable per copy and return day: importing the file again updates rather than duplicates.
      id: `emprestimo-${loan.cod_exemplar}-${day}@${host}`,
      // Wall-clock strings with the TZID: ical-generator writes them as São Paulo time.
      start: `${day}T${EVENT_START}`,
      end: `${day}T${EVENT_END}`,
      timezone: DEFAULT_TIME_ZONE,
      summary: texts.summary(loan),
      description: texts.description(loan),
      url: new URL(paths.title.href(loan.cod_acervo), origin).href,
    });
    event.createAlarm({
      type: ICalAlarmType.display,
      trigger: DAY_SECONDS,
      description: texts.reminder(loan),
    });
  }
  return calendar.toString();
}
