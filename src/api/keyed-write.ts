import { IDEMPOTENCY_HEADER } from './retry-policy';

/**
 * A mutation's variables with the caller's `Idempotency-Key` (src/lib/forms/use-write-key.ts):
 * without one, the client gives every request a fresh key (src/api/client.ts), which protects a
 * single request but not a patron's second press after a lost answer.
 */
export interface KeyedWrite<T> {
  data: T;
  writeKey: string;
}

/** The generated call's request options that carry the key. */
export const writeKeyOptions = (writeKey: string) => ({
  headers: { [IDEMPOTENCY_HEADER]: writeKey },
});
