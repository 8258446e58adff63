import type { ListLoanRequestsParams, RequestStatus } from '../../../api/generated/model';

/** The statuses a loan request can have, in the order the filter offers them (spec section 3). */
export const loanRequestStatuses = [
  'aguardando',
  'em_transito',
  'disponivel',
  'retirada',
  'finalizada',
  'nao_finalizada',
] as const satisfies readonly RequestStatus[];

// A status added to the contract must be added above (a compile error until then).
type Missing = Exclude<RequestStatus, (typeof loanRequestStatuses)[number]>;
const everyStatus: [Missing] extends [never] ? true : Missing = true;
void everyStatus;

/** The filters of the list, as they live in the address (`?de=&ate=&situacao=`). */
export interface LoanRequestFilters {
  start: string;
  end: string;
  status: RequestStatus | '';
}

const isStatus = (value: string | null): value is RequestStatus =>
  loanRequestStatuses.some((status) => status === value);

/** Reads the filters from the address; an unknown status is ignored rather than sent. */
export function filtersOf(params: URLSearchParams): LoanRequestFilters {
  const status = params.get('situacao');
  return {
    start: params.get('de') ?? '',
    end: params.get('ate') ?? '',
    status: isStatus(status) ? status : '',
  };
}

/** The address's search params for the filters: empty ones are left out. */
export function searchParamsOf(filters: LoanRequestFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.start) params.de = filters.start;
  if (filters.end) params.ate = filters.end;
  if (filters.status) params.situacao = filters.status;
  return params;
}

/** The call's parameters for the filters. */
export function requestParamsOf(filters: LoanRequestFilters): ListLoanRequestsParams {
  return {
    ...(filters.start ? { dataIni: filters.start } : {}),
    ...(filters.end ? { dataFim: filters.end } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  };
}

export const isFiltered = (filters: LoanRequestFilters) =>
  Boolean(filters.start || filters.end || filters.status);
