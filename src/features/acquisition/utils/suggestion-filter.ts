import type {
  AcquisitionStatus,
  ListAcquisitionSuggestionsParams,
} from '../../../api/generated/model';
import { isIsoDay, validateDateRange } from '../../../lib/forms/date-range';

/** The suggestion query's filter as typed or read from the address; '' when not chosen. */
export interface SuggestionFilter {
  start: string;
  end: string;
  /** A status code, or '' for any status. */
  status: string;
}

export interface SuggestionFilterProblems {
  start?: 'invalid' | 'startAfterEnd';
  end?: 'invalid';
  status?: 'unknown';
}

export const emptySuggestionFilter: SuggestionFilter = { start: '', end: '', status: '' };

/**
 * Spec section 5 (every period filter): start may not be after end. Either date may be left out
 * (the contract's dates are optional: an open period); one that is there must be a whole day. A
 * status must be one of those the server lists (`knownStatuses`). Null when it can be sent.
 */
export function validateSuggestionFilter(
  { start, end, status }: SuggestionFilter,
  knownStatuses: readonly string[],
): SuggestionFilterProblems | null {
  const problems: SuggestionFilterProblems = {};
  if (start && !isIsoDay(start)) problems.start = 'invalid';
  if (end && !isIsoDay(end)) problems.end = 'invalid';
  if (start && end && !problems.start && !problems.end && validateDateRange({ start, end }))
    problems.start = 'startAfterEnd';
  if (status && !knownStatuses.includes(status)) problems.status = 'unknown';
  return problems.start || problems.end || problems.status ? problems : null;
}

/** The filter lives in the address (`?de=&ate=&situacao=`): shareable, back-button safe. */
export function suggestionFilterOf(params: URLSearchParams): SuggestionFilter {
  return {
    start: params.get('de') ?? '',
    end: params.get('ate') ?? '',
    status: params.get('situacao') ?? '',
  };
}

export function searchOfSuggestionFilter({ start, end, status }: SuggestionFilter) {
  const search: Record<string, string> = {};
  if (start) search.de = start;
  if (end) search.ate = end;
  if (status) search.situacao = status;
  return search;
}

export const isSuggestionFilterSet = ({ start, end, status }: SuggestionFilter) =>
  Boolean(start || end || status);

/** The request of a valid filter: only what was chosen (nothing: every suggestion). */
export function suggestionRequestOf({
  start,
  end,
  status,
}: SuggestionFilter): ListAcquisitionSuggestionsParams | undefined {
  if (!isSuggestionFilterSet({ start, end, status })) return undefined;
  const params: ListAcquisitionSuggestionsParams = {};
  if (start) params.dataIni = start;
  if (end) params.dataFim = end;
  if (status) params.situacao = status as AcquisitionStatus;
  return params;
}
