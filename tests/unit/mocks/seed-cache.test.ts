import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { buildSeed, clearSeedCache, getSeed, primeSeed, type SeedData } from '../../../mocks/db';
import {
  deleteCachedSeed,
  readCachedSeed,
  seedCacheKey,
  writeCachedSeed,
} from '../../../mocks/db/seed-cache';

// A small seed keeps the structured clones quick; the cache does not care about its size.
const options = { titleCount: 300, today: '2026-11-20' };
const seed = buildSeed(options);
const key = seedCacheKey({ version: 'v1', today: options.today, titleCount: 300 });

describe('the in-browser mock seed cache', () => {
  it('gives back the written seed, equal to a freshly built one, under the same key', async () => {
    const factory = new IDBFactory();
    expect(await readCachedSeed(key, factory)).toBeUndefined();
    expect(await writeCachedSeed(key, seed, factory)).toBe(true);
    const cached = await readCachedSeed(key, factory);
    expect(cached).not.toBe(seed);
    expect(cached).toEqual(buildSeed(options));
  });

  it('misses when the seed version, the reference day or the size changed', async () => {
    const factory = new IDBFactory();
    await writeCachedSeed(key, seed, factory);
    for (const stale of [
      seedCacheKey({ version: 'v2', today: options.today, titleCount: 300 }),
      seedCacheKey({ version: 'v1', today: '2026-11-21', titleCount: 300 }),
      seedCacheKey({ version: 'v1', today: options.today, titleCount: 10_000 }),
    ]) {
      expect(await readCachedSeed(stale, factory)).toBeUndefined();
    }
  });

  it('keeps only the latest version: writing another key replaces the old seed', async () => {
    const factory = new IDBFactory();
    const newer = seedCacheKey({ version: 'v2', today: options.today, titleCount: 300 });
    await writeCachedSeed(key, seed, factory);
    await writeCachedSeed(newer, seed, factory);
    expect(await readCachedSeed(key, factory)).toBeUndefined();
    expect(await readCachedSeed(newer, factory)).toEqual(seed);
  });

  it('falls back to building when IndexedDB is missing, failing or cleared', async () => {
    const broken = {
      open() {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as IDBFactory;
    expect(await readCachedSeed(key, undefined)).toBeUndefined();
    expect(await readCachedSeed(key, broken)).toBeUndefined();
    expect(await writeCachedSeed(key, seed, broken)).toBe(false);
    const unclonable = { ...seed, titles: [() => 0] } as unknown as SeedData;
    const factory = new IDBFactory();
    expect(await writeCachedSeed(key, unclonable, factory)).toBe(false);
    await writeCachedSeed(key, seed, factory);
    await deleteCachedSeed(factory);
    expect(await readCachedSeed(key, factory)).toBeUndefined();
  });

  it('a primed seed is what getSeed answers, without building', () => {
    const other = { ...seed };
    primeSeed(other, options);
    try {
      expect(getSeed(options)).toBe(other);
    } finally {
      clearSeedCache();
    }
  });
});
