import { describe, expect, it } from 'vitest';
import {
  codeBeforeHydrating,
  codeForHydration,
} from '../../../src/lib/render/code-before-hydrating';

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve));

describe('code a server-rendered page needs before it hydrates', () => {
  it('holds hydration until every registered load is in, and a failed load does not hold it', async () => {
    let finish = () => {};
    codeBeforeHydrating(new Promise<void>((resolve) => (finish = resolve)));
    codeBeforeHydrating(Promise.reject(new Error('the chunk did not load')));
    let ready = false;
    const waiting = codeForHydration().then(() => (ready = true));
    await settle();
    expect(ready).toBe(false);
    finish();
    await waiting;
    expect(ready).toBe(true);
  });

  it('does not wait again for what has already loaded', async () => {
    codeBeforeHydrating(Promise.resolve());
    await settle();
    let ready = false;
    const waiting = codeForHydration().then(() => (ready = true));
    await settle();
    expect(ready).toBe(true);
    await waiting;
  });
});
