/**
 * At most one write per `delayMs`, of the latest state however often it changes: the persisted
 * query caches (query-persistence.ts, patron-query-persistence.ts) change on every answer, and
 * serialising (and encrypting) on each would cost more than the answers. A cancelled write
 * never lands (after logout nothing of the previous patron may be written again).
 */
export function latestWriteThrottle(delayMs: number) {
  let latest: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    schedule(write: () => void) {
      latest = write;
      timer ??= setTimeout(() => {
        const due = latest;
        timer = undefined;
        latest = null;
        due?.();
      }, delayMs);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      latest = null;
    },
  };
}
