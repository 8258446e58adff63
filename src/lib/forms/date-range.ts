/** A calendar day as the API takes it: `YYYY-MM-DD`. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a value is written as the API's calendar day, `YYYY-MM-DD` (shape only). */
export const isIsoDay = (value: string): boolean => ISO_DAY.test(value);

/** What is wrong with a date range: only the order is checked (spec section 5: "start may not be after end"). */
export type DateRangeProblem = 'startAfterEnd';

export interface DateRangeInput {
  /** `YYYY-MM-DD`, or empty/null when not filled (an open range). */
  start?: string | null;
  end?: string | null;
}

/**
 * The spec's date-range rule, shared by every filter with a period (loan and hold history,
 * requests, alerts...): a start after the end is refused; an open end (either side empty) is
 * accepted. Days are compared as `YYYY-MM-DD` strings, whose order is the calendar's. The
 * message goes next to the start field, worded by each screen's own namespace.
 * Values that are not `YYYY-MM-DD` are left to the date field's own validation.
 */
export function validateDateRange({ start, end }: DateRangeInput): DateRangeProblem | null {
  if (!start || !end || !isIsoDay(start) || !isIsoDay(end)) return null;
  return start > end ? 'startAfterEnd' : null;
}
