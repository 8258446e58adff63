import type { Collection } from '@msw/data';

/*
 * Bulk loading for big collections. `Collection.create()` validates, deep-sanitises and
 * awaits every record: ~70 µs for a title, i.e. over 1.5 s for the 35k seed rows, paid by
 * every test file. The fast path clones the rows itself and appends them to the live array
 * that `all()` returns (documented to be the collection's own records), tagging each with
 * the same internal symbols `create()` sets. It is used only when nothing listens to
 * `create` (no relations or extensions would be skipped) and it verifies itself on the
 * first record: if @msw/data ever changes these internals it falls back to `create()`.
 */

// Rows of every collection pass through here; each row type is checked where it is defined.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCollection = Collection<any>;

interface Internals {
  primaryKey: symbol;
  relationMap: symbol;
}

let internals: Internals | null | undefined;

async function probeInternals(
  collection: AnyCollection,
  sample: object,
): Promise<Internals | null> {
  if (internals !== undefined) return internals;
  // create() would notify listeners (the journal) of the probe; they are skipped by design.
  const record = (await collection.create(structuredClone(sample))) as object;
  const symbols = Object.getOwnPropertySymbols(record);
  const primaryKey = symbols.find(
    (symbol) => typeof (record as Record<symbol, unknown>)[symbol] === 'string',
  );
  const relationMap = symbols.find(
    (symbol) => (record as Record<symbol, unknown>)[symbol] instanceof Map,
  );
  const live = collection.all() as unknown[];
  const ok =
    primaryKey !== undefined && relationMap !== undefined && live[live.length - 1] === record;
  // Drop the probe record again; the bulk load adds the same row.
  if (ok) live.pop();
  else collection.delete(record);
  internals = ok ? { primaryKey: primaryKey, relationMap: relationMap } : null;
  return internals;
}

/** Deep copy of plain JSON-like data (rows hold only strings, numbers, booleans, null, arrays, objects). */
function cloneData<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneData) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key in value) out[key] = cloneData((value as Record<string, unknown>)[key]);
    return out as T;
  }
  return value;
}

/**
 * @param ownListeners `create` listeners the caller knows it may skip (the paused reset
 *   journal); any other listener (relations, extensions) forces the slow path.
 */
export async function bulkLoad(
  collection: AnyCollection,
  name: string,
  key: string,
  rows: readonly object[],
  ownListeners = 0,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const canFastLoad =
    collection.hooks.listenerCount('create') <= ownListeners &&
    (await probeInternals(collection, first)) !== null;
  if (!canFastLoad || !internals) {
    await Promise.all(rows.map((row) => collection.create(row)));
    return;
  }
  const { primaryKey, relationMap } = internals;
  const live = collection.all() as object[];
  for (const row of rows) {
    const record = cloneData(row);
    Object.defineProperties(record, {
      // Deterministic ids, unlike create()'s random UUIDs.
      [primaryKey]: {
        value: `${name}:${String((row as Record<string, unknown>)[key])}`,
        enumerable: false,
        configurable: false,
      },
      [relationMap]: { value: new Map(), enumerable: false, configurable: false },
    });
    live.push(record);
  }
}

/** Empties a collection; `clear()` is quadratic in @msw/data 1.x (a splice per record). */
export function bulkClear(collection: AnyCollection): void {
  if (internals && collection.hooks.listenerCount('delete') <= 1) {
    (collection.all() as object[]).length = 0;
    return;
  }
  collection.clear();
}
