import type { Deviation } from '../../../api/generated/model';
import { DEFAULT_TIME_ZONE } from '../../../lib/format/dates';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day (`YYYY-MM-DD`) of a date or instant, in São Paulo (spec section 9). */
export function dayOf(value: string | Date): string | null {
  if (typeof value === 'string' && DAY.test(value.trim())) return value.trim();
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  // en-CA writes days as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: DEFAULT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

export type DeviationTime = 'current' | 'past' | 'future';

/** Whether a suspension covers `today`, is over, or has yet to start (an open end never ends). */
export function deviationTime(
  deviation: Pick<Deviation, 'data_inicio' | 'data_fim'>,
  today: string,
): DeviationTime {
  const start = dayOf(deviation.data_inicio);
  const end = deviation.data_fim ? dayOf(deviation.data_fim) : null;
  if (start && start > today) return 'future';
  if (end && end < today) return 'past';
  return 'current';
}
