import type { GetTitleTotalsParams } from '../../../api/generated/model';
import { validateDateRange } from '../../../lib/forms/date-range';
import { isDay, monthsBefore, todayInLibrary } from './calendar-days';

/** The totals the patron asks for, as typed or read from the address (`?acervo=&de=&ate=&biblioteca=`). */
export interface TotalsRequest {
  /** Title code (`cod_acervo`) as typed: digits only are accepted. */
  title: string;
  start: string;
  end: string;
  /** A library code, or '' for every library. */
  library: string;
}

export interface TotalsRequestProblems {
  title?: 'required' | 'invalid';
  start?: 'required' | 'startAfterEnd';
  end?: 'required';
}

const TITLE_CODE = /^[1-9]\d{0,9}$/;

/** The title code typed, or null while it is not a positive whole number. */
export const titleCodeOf = (text: string): number | null =>
  TITLE_CODE.test(text.trim()) ? Number(text.trim()) : null;

/**
 * The form's first values: no title yet and the last twelve months, the period a teacher
 * reviewing a title's use would look at first (the server's own default is a year too).
 */
export function initialTotalsRequest(now: Date = new Date()): TotalsRequest {
  const today = todayInLibrary(now);
  return { title: '', start: monthsBefore(today, 12), end: today, library: '' };
}

/**
 * A title code (a positive whole number), both days, and a start not after the end (spec
 * section 5). Null when the request can be sent.
 */
export function validateTotalsRequest(request: TotalsRequest): TotalsRequestProblems | null {
  const problems: TotalsRequestProblems = {};
  const title = request.title.trim();
  if (!title) problems.title = 'required';
  else if (!TITLE_CODE.test(title)) problems.title = 'invalid';
  if (!isDay(request.start)) problems.start = 'required';
  if (!isDay(request.end)) problems.end = 'required';
  if (!problems.start && !problems.end && validateDateRange(request))
    problems.start = 'startAfterEnd';
  return Object.keys(problems).length ? problems : null;
}

/** Reads a request from the address; null when it names no title (nothing asked yet). */
export function totalsRequestOf(params: URLSearchParams): TotalsRequest | null {
  const title = params.get('acervo');
  if (!title) return null;
  return {
    title,
    start: params.get('de') ?? '',
    end: params.get('ate') ?? '',
    library: /^\d+$/.test(params.get('biblioteca') ?? '') ? (params.get('biblioteca') ?? '') : '',
  };
}

export function searchOfTotalsRequest(request: TotalsRequest): Record<string, string> {
  const search: Record<string, string> = {
    acervo: request.title.trim(),
    de: request.start,
    ate: request.end,
  };
  if (request.library) search.biblioteca = request.library;
  return search;
}

/** The call's parameters for one library (or every library when `library` is undefined). */
export function totalsParamsOf(request: TotalsRequest, library?: number): GetTitleTotalsParams {
  return {
    dataIni: request.start,
    dataFim: request.end,
    ...(library !== undefined ? { biblioteca: library } : {}),
  };
}
