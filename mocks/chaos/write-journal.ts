/**
 * Every write the mock applied, by operation: what a resilience test asserts "nothing done
 * twice" with. A write is a non-GET call whose handler answered 2xx; an answer replayed for a
 * repeated `Idempotency-Key` is counted apart, since the server did nothing the second time.
 */
export interface WriteEntry {
  operationId: string;
  status: number;
  idempotencyKey: string | null;
}

export function createWriteJournal() {
  const entries: WriteEntry[] = [];
  const replays = new Map<string, number>();
  return {
    record(entry: WriteEntry) {
      entries.push(entry);
    },
    recordReplay(operationId: string) {
      replays.set(operationId, (replays.get(operationId) ?? 0) + 1);
    },
    /** Writes applied per operationId. */
    counts(): Record<string, number> {
      const counts: Record<string, number> = {};
      for (const { operationId } of entries) counts[operationId] = (counts[operationId] ?? 0) + 1;
      return counts;
    },
    /** Repeated idempotency keys answered from the first answer, per operationId. */
    replays: (): Record<string, number> => Object.fromEntries(replays),
    entries: (): readonly WriteEntry[] => entries,
    clear() {
      entries.length = 0;
      replays.clear();
    },
  };
}

export type WriteJournal = ReturnType<typeof createWriteJournal>;
