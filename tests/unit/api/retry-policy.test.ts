import { MutationObserver } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mocks/node';
import { apiRequest, configureApi } from '../../../src/api/client';
import { ApiError, NetworkError, UnconfirmedWriteError } from '../../../src/api/errors';
import { describeError } from '../../../src/lib/errors/describe-error';
import errorsPt from '../../../locales/pt/errors.json';
import { publicConfigQueries } from '../../../src/api/queries/public-config-queries';
import {
  parseRetryAfter,
  readRetryDelay,
  retryPolicy,
  shouldRetryRead,
} from '../../../src/api/retry-policy';
import { createQueryClient } from '../../../src/app/query-client';
import { authTokenStorage } from '../../../src/stores/auth-token-storage';
import { publicCredentialsActions } from '../../../src/stores/public-credentials-store';

describe('the retry policy of reads and writes', () => {
  it('retries reads on no answer, 5xx, 408 and 429, never on another 4xx, and at most twice', () => {
    for (const error of [
      new NetworkError(),
      new ApiError(500, undefined),
      new ApiError(503, undefined),
      new ApiError(408, undefined),
      new ApiError(429, undefined),
    ])
      expect(shouldRetryRead(0, error)).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 422, 430])
      expect(shouldRetryRead(0, new ApiError(status, undefined))).toBe(false);
    expect(shouldRetryRead(retryPolicy.maxReadRetries, new NetworkError())).toBe(false);
  });

  it('backs off exponentially with jitter, up to the cap', () => {
    const error = new NetworkError();
    expect(readRetryDelay(0, error, () => 0)).toBe(500);
    expect(readRetryDelay(0, error, () => 0.999)).toBeCloseTo(1000, -1);
    expect(readRetryDelay(1, error, () => 0)).toBe(1000);
    expect(readRetryDelay(10, error, () => 1)).toBe(retryPolicy.maxDelayMs);
  });

  it('waits at least what Retry-After asks, in seconds or as a date, within the cap', () => {
    expect(parseRetryAfter('2')).toBe(2000);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:05 GMT', Date.UTC(2015, 9, 21, 7, 28, 0))).toBe(
      5000,
    );
    expect(parseRetryAfter('soon')).toBeUndefined();
    const asked = new ApiError(429, undefined, undefined, { retryAfterMs: 3000 });
    expect(readRetryDelay(0, asked, () => 0)).toBe(3000);
    const tooLong = new ApiError(503, undefined, undefined, { retryAfterMs: 3_600_000 });
    expect(readRetryDelay(0, tooLong, () => 0)).toBe(retryPolicy.maxDelayMs);
  });
});

describe('the policy as the app runs it, over the mock', () => {
  let mock: Awaited<ReturnType<typeof createMockServer>>;
  const writes: { idempotencyKey: string | null }[] = [];
  beforeAll(async () => {
    mock = await createMockServer();
    mock.server.listen({ onUnhandledFrame: 'error' });
    mock.server.events.on('request:start', ({ request }) => {
      if (request.method !== 'GET' && new URL(request.url).pathname === '/api/reserva')
        writes.push({ idempotencyKey: request.headers.get('Idempotency-Key') });
    });
    configureApi({ tokens: authTokenStorage(), language: () => 'pt' });
  }, 60_000);
  afterAll(() => mock.server.close());
  beforeEach(() => {
    writes.length = 0;
    publicCredentialsActions.cleared();
    mock.context.scenarios.clear();
  });

  it('a read that answers 503 completes on its own, after a retry', async () => {
    const queryClient = createQueryClient({ reportError: () => {} });
    mock.context.scenarios.set('getInstitution:503*1');
    const institution = await queryClient.fetchQuery(publicConfigQueries.institution());
    expect(institution.sigla).toBeTruthy();
    expect(mock.context.scenarios.list()).toEqual([]);
  });

  it('a read refused with 404 is asked once', async () => {
    const queryClient = createQueryClient({ reportError: () => {} });
    mock.context.scenarios.set('getInstitution:404*3');
    await expect(queryClient.fetchQuery(publicConfigQueries.institution())).rejects.toMatchObject({
      status: 404,
    });
    // Two forced answers left: nothing asked again.
    expect(mock.context.scenarios.list()).toEqual([
      ['getInstitution', expect.objectContaining({ times: 2 })],
    ]);
  });

  it('a write that fails with 500 is sent once, with an Idempotency-Key', async () => {
    const queryClient = createQueryClient({ reportError: () => {} });
    mock.context.scenarios.set('createHold:500*3');
    const observer = new MutationObserver(queryClient, {
      mutationFn: () => apiRequest({ url: '/reserva', method: 'POST', data: {} }),
    });
    await expect(observer.mutate()).rejects.toMatchObject({ status: 500 });
    expect(writes).toHaveLength(1);
    expect(writes[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a write whose answer was lost is not sent again: the list it changes is re-read and the patron told to check it', async () => {
    const reported: unknown[] = [];
    const queryClient = createQueryClient({ reportError: (error) => reported.push(error) });
    queryClient.setQueryData(['holds', 'list'], ['the list as it was']);
    mock.context.scenarios.set('createHold:network*3');
    const observer = new MutationObserver(queryClient, {
      mutationFn: () => apiRequest({ url: '/reserva', method: 'POST', data: {} }),
      meta: { invalidates: [['holds']] },
    });
    await expect(observer.mutate()).rejects.toBeInstanceOf(UnconfirmedWriteError);
    expect(writes).toHaveLength(1);
    expect(queryClient.getQueryState(['holds', 'list'])?.isInvalidated).toBe(true);
    expect(reported).toHaveLength(1);
    const t = ((key: string) =>
      key
        .split('.')
        .reduce<unknown>(
          (node, part) => (node as Record<string, unknown>)[part],
          errorsPt,
        )) as unknown as Parameters<typeof describeError>[1];
    expect(describeError(reported[0], t)).toEqual({
      tone: 'warning',
      message: errorsPt.generic.unconfirmedWrite,
    });
  });
});
