import { Collection } from '@msw/data';
import {
  COLLECTION_DEFINITIONS,
  type CollectionName,
  type RowOf,
  type SeedData,
} from './collections';
import { bulkClear, bulkLoad, type AnyCollection } from './fast-load';
import { attachJournal, type Journal } from './journal';
import { getSeed, type SeedOptions } from './seed';

export type DbCollection<N extends CollectionName> = Collection<
  (typeof COLLECTION_DEFINITIONS)[N]['schema']
>;

/** The mock database: one @msw/data collection per entity, named as in `COLLECTION_DEFINITIONS`. */
export type Db = { readonly [N in CollectionName]: DbCollection<N> };

interface DbState {
  seed: SeedData;
  journals: Map<CollectionName, Journal>;
  /** Seed rows by key, built on the first reset that needs them. */
  seedIndex: Map<CollectionName, Map<unknown, object>>;
}

const states = new WeakMap<Db, DbState>();

/** Beyond this many touched records a full reload of the collection is simpler and not slower. */
const FULL_RELOAD_THRESHOLD = 300;

const NAMES = Object.keys(COLLECTION_DEFINITIONS) as CollectionName[];

/** Empty collections. Most callers want `createSeededDb`. */
export function createDb(): Db {
  const db: Partial<Record<CollectionName, unknown>> = {};
  for (const name of NAMES) {
    db[name] = new Collection({ schema: COLLECTION_DEFINITIONS[name].schema });
  }
  return db as Db;
}

function collectionOf(db: Db, name: CollectionName): AnyCollection {
  return db[name] as AnyCollection;
}

async function load(
  db: Db,
  name: CollectionName,
  rows: readonly object[],
  ownListeners = 0,
): Promise<void> {
  // Rows are deep-copied on load, so the shared seed is never mutated by a test.
  await bulkLoad(
    collectionOf(db, name),
    name,
    COLLECTION_DEFINITIONS[name].key,
    rows,
    ownListeners,
  );
}

/**
 * Loads the seed into empty collections. The seed itself is built once per process and
 * shared; the journal attached here is what makes `resetDb` cheap.
 */
export async function seedDb(db: Db, options: SeedOptions = {}): Promise<Db> {
  const seed = getSeed(options);
  for (const name of NAMES) await load(db, name, seed[name]);
  const journals = new Map<CollectionName, Journal>();
  for (const name of NAMES)
    journals.set(name, attachJournal(collectionOf(db, name), COLLECTION_DEFINITIONS[name].key));
  states.set(db, { seed, journals, seedIndex: new Map() });
  return db;
}

export async function createSeededDb(options: SeedOptions = {}): Promise<Db> {
  return seedDb(createDb(), options);
}

function seedIndexOf(state: DbState, name: CollectionName): Map<unknown, object> {
  let index = state.seedIndex.get(name);
  if (!index) {
    const key = COLLECTION_DEFINITIONS[name].key;
    index = new Map(
      (state.seed[name] as unknown as ReadonlyArray<Record<string, unknown>>).map((row) => [
        row[key],
        row,
      ]),
    );
    state.seedIndex.set(name, index);
  }
  return index;
}

async function resetCollection(db: Db, state: DbState, name: CollectionName): Promise<void> {
  const journal = state.journals.get(name)!;
  if (journal.touched.size === 0) return;
  const collection = collectionOf(db, name);
  const key = COLLECTION_DEFINITIONS[name].key;
  journal.paused = true;
  try {
    if (journal.touched.size > FULL_RELOAD_THRESHOLD) {
      bulkClear(collection);
      // The journal's own create listener is paused here, so the fast path may skip it.
      await load(db, name, state.seed[name], 1);
      return;
    }
    const seedRows = seedIndexOf(state, name);
    for (const value of journal.touched) {
      const original = seedRows.get(value);
      const matches = (record: Record<string, unknown>) => record[key] === value;
      if (!original) {
        collection.deleteMany((q) => q.where(matches));
        continue;
      }
      const current = collection.findFirst((q) => q.where(matches)) as unknown as
        object | undefined;
      if (current) {
        // Update in place so the record keeps its position (lists come back in seed order).
        await collection.update(current, {
          data(draft: Record<string, unknown>) {
            for (const field of Object.keys(draft)) if (!(field in original)) delete draft[field];
            Object.assign(draft, structuredClone(original));
          },
        });
      } else {
        await collection.create(original);
      }
    }
  } finally {
    journal.touched.clear();
    journal.paused = false;
  }
}

/**
 * Puts every collection back to the seed: only the records changed since the last seed or
 * reset are rewritten, so calling it before each test costs next to nothing.
 */
export async function resetDb(db: Db): Promise<void> {
  const state = states.get(db);
  if (!state) throw new Error('resetDb() needs a db loaded with seedDb()');
  for (const name of NAMES) await resetCollection(db, state, name);
}

/** What changed since the seed: current rows of touched records and keys of removed ones. */
export type DbChanges = Partial<Record<CollectionName, { rows: object[]; removed: unknown[] }>>;

/** The changes since the seed, small enough to keep in sessionStorage (the in-browser mock). */
export function exportChanges(db: Db): DbChanges {
  const state = states.get(db);
  if (!state) throw new Error('exportChanges() needs a db loaded with seedDb()');
  const changes: DbChanges = {};
  for (const name of NAMES) {
    const touched = state.journals.get(name)?.touched;
    if (!touched?.size) continue;
    const key = COLLECTION_DEFINITIONS[name].key;
    const collection = collectionOf(db, name);
    const rows: object[] = [];
    const removed: unknown[] = [];
    for (const value of touched) {
      const current = collection.findFirst((q) =>
        q.where((record: Record<string, unknown>) => record[key] === value),
      ) as unknown as object | undefined;
      if (current) rows.push(structuredClone(current));
      else removed.push(value);
    }
    changes[name] = { rows, removed };
  }
  return changes;
}

/** Replays exported changes over a freshly seeded db (they are journaled again). */
export async function applyChanges(db: Db, changes: DbChanges): Promise<void> {
  for (const name of NAMES) {
    const change = changes[name];
    if (!change) continue;
    const key = COLLECTION_DEFINITIONS[name].key;
    const collection = collectionOf(db, name);
    for (const value of change.removed) {
      collection.deleteMany((q) =>
        q.where((record: Record<string, unknown>) => record[key] === value),
      );
    }
    for (const row of change.rows) {
      const value = (row as Record<string, unknown>)[key];
      collection.deleteMany((q) =>
        q.where((record: Record<string, unknown>) => record[key] === value),
      );
      await collection.create(row);
    }
  }
}

/** The seed rows the db was loaded from (read-only: the search index is built from them). */
export function seedOf(db: Db): SeedData {
  const state = states.get(db);
  if (!state) throw new Error('seedOf() needs a db loaded with seedDb()');
  return state.seed;
}

export type { SeedOptions } from './seed';
export { getSeed, buildSeed, primeSeed, clearSeedCache, DEFAULT_TITLE_COUNT } from './seed';
export { getReferenceToday, setReferenceToday, DEFAULT_REFERENCE_TODAY } from './reference-date';
export * from './collections';
export type { RowOf };
