import { getReferenceToday } from '../db';
import type { MockContext } from './context';

/*
 * The mock's notions of "now": the settings' clock (moved by QA scenarios) for what a patron does
 * today, and the fixed reference day the seeded loans, debts and suspensions were built around.
 */

const SAO_PAULO_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in the library's time zone (São Paulo), from the mock's clock. */
export const todayOf = (context: MockContext) =>
  SAO_PAULO_DAY.format(new Date(context.settings.now()));

export const isoNow = (context: MockContext) => new Date(context.settings.now()).toISOString();

/** The mock's "today" for loans, debts and suspensions (a fixed day, see mocks/db/reference-date). */
export const referenceToday = () => getReferenceToday();

/** An ISO day as a date-time in the institution's time zone. */
export const dayTime = (day: string, time = '22:00:00') => `${day}T${time}-03:00`;
