import { isApiError, isNetworkError } from './errors';

/**
 * The one retry policy of the app (spec section 4 and issue #36), used by react-query's defaults
 * (src/app/query-client.ts). Reads retry what may pass on its own: no answer at all, a 5xx, a 408
 * and a 429 (after its `Retry-After`); another 4xx is the server's verdict and would only come
 * back. Writes are never retried automatically: a write whose answer was lost may have been done,
 * and only the patron, shown the list it changes, can tell whether to send it again.
 */
export const retryPolicy = {
  /** Retries after the first failure of a read. */
  maxReadRetries: 2,
  baseDelayMs: 1000,
  /** No wait between retries is longer, whatever the backoff or the server's `Retry-After`. */
  maxDelayMs: 8000,
} as const;

export function isTransientFailure(error: unknown): boolean {
  if (isNetworkError(error)) return true;
  if (!isApiError(error)) return false;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** react-query's `retry` for reads: `failureCount` is the retries made so far (0 at the first failure). */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < retryPolicy.maxReadRetries && isTransientFailure(error);
}

/**
 * The wait before retry number `attempt` (0 for the first): exponential backoff with jitter
 * (half fixed, half random, so a crowd of clients that failed together does not come back
 * together), never shorter than the server's `Retry-After`, never longer than the cap.
 */
export function readRetryDelay(
  attempt: number,
  error: unknown,
  random: () => number = Math.random,
): number {
  const backoff = Math.min(retryPolicy.baseDelayMs * 2 ** attempt, retryPolicy.maxDelayMs);
  const jittered = backoff / 2 + (random() * backoff) / 2;
  const asked = isApiError(error) ? (error.retryAfterMs ?? 0) : 0;
  return Math.min(Math.max(jittered, asked), retryPolicy.maxDelayMs);
}

/**
 * `Retry-After` in milliseconds: seconds, or an HTTP date (RFC 9110 section 10.2.3); undefined
 * when absent or unreadable.
 */
export function parseRetryAfter(
  value: string | null,
  now: number = Date.now(),
): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** A fresh key for one intended write (the contract's `Idempotency-Key`). */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
