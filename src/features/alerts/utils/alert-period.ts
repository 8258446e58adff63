import type { ListAlertsParams } from '../../../api/generated/model';
import { validateDateRange } from '../../../lib/forms/date-range';

/** A calendar day as a date input gives it and the API takes it: `YYYY-MM-DD`. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The alert filter's period as typed (or read from the address); '' when a date is missing. */
export interface AlertPeriod {
  start: string;
  end: string;
}

/** What is wrong with each date of the period, worded next to its own field. */
export interface AlertPeriodProblems {
  start?: 'required' | 'startAfterEnd';
  end?: 'required';
}

const hasDay = (value: string) => ISO_DAY.test(value);

/**
 * The period is optional: neither date means every alert. Once one is given, spec section 5
 * applies ("the alert filter needs both dates", "start may not be after end"): each missing date
 * is its own field's problem, and the order is checked only once both are there (the shared rule
 * of every period filter). A value that is not a whole day counts as missing: a date input
 * reports a half-typed date as empty, and an address may carry anything.
 * Null when the period can be sent (or there is none).
 */
export function validateAlertPeriod({ start, end }: AlertPeriod): AlertPeriodProblems | null {
  if (!start && !end) return null;
  const problems: AlertPeriodProblems = {};
  if (!hasDay(start)) problems.start = 'required';
  if (!hasDay(end)) problems.end = 'required';
  if (!problems.start && !problems.end && validateDateRange({ start, end }))
    problems.start = 'startAfterEnd';
  return problems.start || problems.end ? problems : null;
}

/**
 * The period lives in the address (`?de=YYYY-MM-DD&ate=YYYY-MM-DD`): shareable and back-button
 * safe, the same names as the loan history's. Neither: every alert.
 */
export function periodOf(params: URLSearchParams): AlertPeriod {
  return { start: params.get('de') ?? '', end: params.get('ate') ?? '' };
}

export function searchOf({ start, end }: AlertPeriod): Record<string, string> {
  const search: Record<string, string> = {};
  if (start) search.de = start;
  if (end) search.ate = end;
  return search;
}

/** Whether the address asks for a period at all (one date alone still counts: it is refused). */
export const isFiltered = ({ start, end }: AlertPeriod) => Boolean(start || end);

/** The request of a valid period; undefined (every alert) when the address names none. */
export function requestOf(period: AlertPeriod): ListAlertsParams | undefined {
  return isFiltered(period) ? { dataIni: period.start, dataFim: period.end } : undefined;
}
