import type { SeedData } from './collections';

/*
 * The in-browser mock's copy of the built seed in IndexedDB, so that a reload under `npm start`
 * reads the seed back (a structured clone, no JSON parsing) instead of building it again. One
 * record, under a key made of everything the seed depends on: the version of its source code,
 * the reference day and the title count. A key that does not match is a miss (the caller
 * builds and writes again, which replaces the old record). Every failure is a miss too:
 * IndexedDB may be missing (Node, some private modes), blocked or full, and the seed can
 * always be built.
 */

export const SEED_CACHE_DATABASE = 'library-catalogue-mock-seed';
const STORE = 'seed';
const RECORD = 'current';

export interface SeedCacheKeyParts {
  /** Hash of the seed's source files (virtual:mock-seed-version). */
  version: string;
  /** The reference day the seed was built for (mocks/db/reference-date.ts). */
  today: string;
  titleCount: number;
}

export function seedCacheKey({ version, today, titleCount }: SeedCacheKeyParts): string {
  return `${version}|${today}|${titleCount}`;
}

interface StoredSeed {
  key: string;
  seed: SeedData;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = factory.open(SEED_CACHE_DATABASE, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('IndexedDB open failed'));
    // Another tab holding the database in an older shape: give up rather than wait.
    open.onblocked = () => reject(new Error('IndexedDB open blocked'));
  });
}

function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
  });
}

/** The cached seed when its key is `key`; undefined on a miss or any failure. */
export async function readCachedSeed(
  key: string,
  factory: IDBFactory | undefined = globalThis.indexedDB,
): Promise<SeedData | undefined> {
  if (!factory) return undefined;
  let db: IDBDatabase | undefined;
  try {
    db = await openDatabase(factory);
    const stored = (await request(
      db.transaction(STORE, 'readonly').objectStore(STORE).get(RECORD),
    )) as StoredSeed | undefined;
    return stored?.key === key ? stored.seed : undefined;
  } catch {
    return undefined;
  } finally {
    db?.close();
  }
}

/** Stores `seed` under `key`, replacing any other version; false when it could not. */
export async function writeCachedSeed(
  key: string,
  seed: SeedData,
  factory: IDBFactory | undefined = globalThis.indexedDB,
): Promise<boolean> {
  if (!factory) return false;
  let db: IDBDatabase | undefined;
  try {
    db = await openDatabase(factory);
    const transaction = db.transaction(STORE, 'readwrite');
    const stored: StoredSeed = { key, seed };
    transaction.objectStore(STORE).put(stored, RECORD);
    await transactionDone(transaction);
    return true;
  } catch {
    return false;
  } finally {
    db?.close();
  }
}

/** Drops the cached seed (the next page load builds it again). */
export function deleteCachedSeed(
  factory: IDBFactory | undefined = globalThis.indexedDB,
): Promise<void> {
  if (!factory) return Promise.resolve();
  return request(factory.deleteDatabase(SEED_CACHE_DATABASE)).then(
    () => undefined,
    () => undefined,
  );
}
