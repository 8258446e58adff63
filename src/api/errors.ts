/** Body of every non-2xx answer, as the contract's `Error` schema describes it. */
export interface ApiErrorBody {
  message: string;
  key?: string;
  status?: number;
  fields?: { field: string; message: string }[];
  bloqueio?: boolean;
}

/** The server answered, but not with 2xx. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** Stable machine code when the server sent one, e.g. `ACESSO_BLOQUEADO`. */
  readonly key: string | undefined;
  readonly body: ApiErrorBody | undefined;
  /** The wait the server asked for before trying again (`Retry-After` of a 429 or 503). */
  readonly retryAfterMs: number | undefined;

  constructor(
    status: number,
    body: ApiErrorBody | undefined,
    fallbackMessage?: string,
    options: { retryAfterMs?: number } = {},
  ) {
    super(body?.message ?? fallbackMessage ?? `HTTP ${status}`);
    this.status = status;
    this.key = body?.key;
    this.body = body;
    this.retryAfterMs = options.retryAfterMs;
  }
}

/** No answer at all: offline, DNS failure, connection refused, CORS. */
export class NetworkError extends Error {
  override readonly name: string = 'NetworkError';
  constructor(options?: { cause?: unknown }) {
    super('The server could not be reached', options);
  }
}

/**
 * A write that got no answer (a timeout, a dropped connection): the server may have done it.
 * Never retried by itself; the screen re-reads what the write changes (the global mutation
 * handler invalidates it) and tells the patron to check before sending it again.
 */
export class UnconfirmedWriteError extends NetworkError {
  override readonly name: string = 'UnconfirmedWriteError';
}

export function isUnconfirmedWrite(error: unknown): error is UnconfirmedWriteError {
  return error instanceof UnconfirmedWriteError;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}
