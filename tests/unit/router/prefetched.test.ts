import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigationDataWaitMs, prefetched } from '../../../src/app/router/prefetched';

const never = () => new Promise<never>(() => {});

describe('prefetched: how long a navigation waits for its data', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('resolves as soon as the reads settle, a failed one included', async () => {
    let settled = false;
    void prefetched(Promise.resolve(1), Promise.reject(new Error('503'))).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
  });

  it('in the browser, lets the page come after the wait while a read hangs (its retries go on)', async () => {
    let settled = false;
    void prefetched(never()).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(navigationDataWaitMs - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it('on the server, waits for the data it renders', async () => {
    vi.stubGlobal('window', undefined);
    let settled = false;
    let finish = () => {};
    void prefetched(new Promise<void>((resolve) => (finish = resolve))).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(navigationDataWaitMs * 10);
    expect(settled).toBe(false);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
  });
});
