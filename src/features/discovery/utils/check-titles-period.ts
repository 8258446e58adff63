import type { ListInterestTitlesParams } from '../../../api/generated/model';
import { monthsBefore, todayInLibrary } from './calendar-days';

/**
 * Spec section 9: the check-titles interval is "always from today back to one month". Both ends
 * are sent, so the server and the screen agree on the period the screen states.
 */
export function checkTitlesPeriod(now: Date = new Date()): Required<ListInterestTitlesParams> {
  const today = todayInLibrary(now);
  return { dataIni: monthsBefore(today, 1), dataFim: today };
}
