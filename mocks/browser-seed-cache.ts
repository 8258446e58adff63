import seedVersion from 'virtual:mock-seed-version';
import type { SeedData } from './db/collections';
import { getReferenceToday } from './db/reference-date';
import { readCachedSeed, seedCacheKey, writeCachedSeed } from './db/seed-cache';
import { DEFAULT_TITLE_COUNT } from './db/seed/title-count';

/*
 * The seed cache of the in-browser mock, for `npm start` only: a reload reads the seed from
 * IndexedDB instead of building it. Not in the demo build, whose end-to-end tests each start
 * in a fresh browser context (an empty IndexedDB) and would only pay for the writes. Kept
 * small so that src/main.tsx can start the read while the rest of the mock's code loads.
 */

let pending: Promise<SeedData | undefined> | undefined;

/** Key of the seed this page would build: its source version, reference day and size. */
export function currentSeedCacheKey(): string {
  return seedCacheKey({
    version: seedVersion,
    today: getReferenceToday(),
    titleCount: DEFAULT_TITLE_COUNT,
  });
}

/** The cached seed of this version (undefined: build it); the read starts on the first call. */
export function readSeedEarly(): Promise<SeedData | undefined> {
  if (!import.meta.env.DEV) return Promise.resolve(undefined);
  pending ??= readCachedSeed(currentSeedCacheKey());
  return pending;
}

/**
 * Writes the seed once the page is idle: storing it (a structured clone of ~40k rows) costs
 * the main thread some 100-200 ms, which the first render should not wait for.
 */
export function writeSeedWhenIdle(seed: SeedData): void {
  if (!import.meta.env.DEV) return;
  const key = currentSeedCacheKey();
  const write = () =>
    void writeCachedSeed(key, seed).then((written) => {
      if (written) performance.mark('mock:seed-cache-written');
    });
  if (typeof requestIdleCallback === 'function') requestIdleCallback(write, { timeout: 5_000 });
  else setTimeout(write, 1_000);
}
