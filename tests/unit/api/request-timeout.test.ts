// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, configureApi } from '../../../src/api/client';
import { NetworkError, UnconfirmedWriteError } from '../../../src/api/errors';
import { REQUEST_TIMEOUT_MS, sendOrNetworkError, UPLOAD_TIMEOUT_MS } from '../../../src/api/http';
import { shouldRetryRead } from '../../../src/api/retry-policy';
import { memoryTokenStorage } from '../../../src/api/token-storage';

/* A hung connection (issue #36): no request waits for ever for its answer to start. */
const hang = () => new Promise<Response>(() => {});
const titleRequest = () => new Request('http://localhost/api/acervo/1');

/** Whether `promise` has settled yet, without waiting for it. */
function track<T>(promise: Promise<T>) {
  const state = { settled: false, error: undefined as unknown };
  promise.then(
    () => (state.settled = true),
    (error: unknown) => {
      state.settled = true;
      state.error = error;
    },
  );
  return state;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the browser-side time-out of a request', () => {
  it('a read whose answer has not started after 20 s fails as "no answer", which reads retry', async () => {
    vi.useFakeTimers();
    const sent = track(sendOrNetworkError(hang, titleRequest()));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(sent.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.error).toBeInstanceOf(NetworkError);
    expect(shouldRetryRead(0, sent.error)).toBe(true);
    expect(REQUEST_TIMEOUT_MS).toBe(20_000);
  });

  it('an answer that starts in time is passed on, and a caller’s own abort stays an abort', async () => {
    vi.useFakeTimers();
    const answer = new Response('{}', { status: 200 });
    await expect(sendOrNetworkError(() => Promise.resolve(answer), titleRequest())).resolves.toBe(
      answer,
    );
    const aborted = sendOrNetworkError(
      () => Promise.reject(new DOMException('stopped', 'AbortError')),
      titleRequest(),
    );
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    // No time-out left behind to fire later.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an upload gets longer: its answer starts only once the file is sent', async () => {
    vi.useFakeTimers();
    const form = new FormData();
    form.set('arquivo', new Blob(['x']), 'plano.pdf');
    const upload = new Request('http://localhost/api/plano-ensino', { method: 'POST', body: form });
    const sent = track(sendOrNetworkError(hang, upload));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(sent.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(UPLOAD_TIMEOUT_MS - REQUEST_TIMEOUT_MS);
    expect(sent.error).toBeInstanceOf(NetworkError);
  });

  it('a write with no answer in time is unconfirmed (it may have been done), not retried', async () => {
    vi.useFakeTimers();
    configureApi({
      tokens: memoryTokenStorage(
        { patron: { access_token: 'patron-access', refresh_token: 'patron-refresh' } },
        vi.fn(),
      ),
      language: () => 'pt',
      baseUrl: 'http://localhost/api',
      fetch: hang,
    });
    const write = track(apiRequest({ url: '/reserva', method: 'POST', data: { cod_acervo: 1 } }));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(write.error).toBeInstanceOf(UnconfirmedWriteError);
  });
});
