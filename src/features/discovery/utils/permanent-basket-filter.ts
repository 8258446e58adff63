import type { ListPermanentBasketParams } from '../../../api/generated/model';
import { validateDateRange } from '../../../lib/forms/date-range';
import { isDay } from './calendar-days';

/** `todos` every title; `periodo` those added between two days (the contract's `tipoBusca`). */
export type PermanentBasketKind = 'todos' | 'periodo';

/** The filter as typed, or as read from the address (`?tipo=periodo&de=&ate=`). */
export interface PermanentBasketFilter {
  kind: PermanentBasketKind;
  start: string;
  end: string;
}

/** What is wrong with each date, worded next to its own field. */
export interface PermanentBasketFilterProblems {
  start?: 'required' | 'startAfterEnd';
  end?: 'required';
}

export const allTitles: PermanentBasketFilter = { kind: 'todos', start: '', end: '' };

/**
 * A period needs both days (the server refuses `periodo` without them) and a start not after the
 * end (spec section 5); "every title" needs nothing. Null when the filter can be sent.
 */
export function validatePermanentBasketFilter(
  filter: PermanentBasketFilter,
): PermanentBasketFilterProblems | null {
  if (filter.kind === 'todos') return null;
  const problems: PermanentBasketFilterProblems = {};
  if (!isDay(filter.start)) problems.start = 'required';
  if (!isDay(filter.end)) problems.end = 'required';
  if (!problems.start && !problems.end && validateDateRange(filter))
    problems.start = 'startAfterEnd';
  return problems.start || problems.end ? problems : null;
}

/** Reads the filter from the address; anything but `tipo=periodo` is every title. */
export function permanentBasketFilterOf(params: URLSearchParams): PermanentBasketFilter {
  if (params.get('tipo') !== 'periodo') return allTitles;
  return { kind: 'periodo', start: params.get('de') ?? '', end: params.get('ate') ?? '' };
}

/** The address of a filter: nothing for every title, so the plain menu address is that list. */
export function searchOfPermanentBasketFilter(
  filter: PermanentBasketFilter,
): Record<string, string> {
  if (filter.kind === 'todos') return {};
  const search: Record<string, string> = { tipo: 'periodo' };
  if (filter.start) search.de = filter.start;
  if (filter.end) search.ate = filter.end;
  return search;
}

/**
 * The call's parameters. Every title is asked as `tipoBusca=todos`, the same key the basket
 * page reads, so both screens share one cache entry.
 */
export function permanentBasketParamsOf(filter: PermanentBasketFilter): ListPermanentBasketParams {
  return filter.kind === 'todos'
    ? { tipoBusca: 'todos' }
    : { tipoBusca: 'periodo', dataIni: filter.start, dataFim: filter.end };
}
