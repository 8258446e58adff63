import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { isTransientFailure, readRetryDelay } from '../../api/retry-policy';

/**
 * Start-up's reads that failed for a reason that may pass (no answer, a 5xx, or the patron's
 * refresh grant getting no verdict) while a copy persisted from the last visit was there: the
 * app starts on that copy, says so in a banner, and keeps asking in the background.
 */
interface StartupFallbackState {
  /** Query keys start-up serves from the persisted copy, still to be fetched again. */
  stale: readonly (readonly unknown[])[];
  actions: {
    fellBack: (queryKey: readonly unknown[]) => void;
    caughtUp: (queryKey: readonly unknown[]) => void;
  };
}

const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  JSON.stringify(a) === JSON.stringify(b);

export const useStartupFallbackStore = create<StartupFallbackState>()((set) => ({
  stale: [],
  actions: {
    fellBack: (queryKey) =>
      set((state) => ({
        stale: state.stale.some((key) => sameKey(key, queryKey))
          ? state.stale
          : [...state.stale, queryKey],
      })),
    caughtUp: (queryKey) =>
      set((state) => ({ stale: state.stale.filter((key) => !sameKey(key, queryKey)) })),
  },
}));

/** Whether the app runs on persisted public configuration (the banner shows). */
export const useRunsOnPersistedConfig = () =>
  useStartupFallbackStore((state) => state.stale.length > 0);

interface FreshRead {
  queryKey: readonly unknown[];
  queryFn?: unknown;
}

/**
 * Fetches `options` fresh; when that fails for a reason that may pass and a persisted copy is
 * in the cache, keeps the copy (as a success, so screens read it as data, not as an error) and
 * retries in the background. Any other failure, or none kept, is start-up's failure.
 */
export async function fetchOrKeepPersisted<Options extends FreshRead>(
  queryClient: QueryClient,
  options: Options,
  retryLater: (fetch: () => Promise<unknown>) => void = retryInBackground,
): Promise<void> {
  const kept = queryClient.getQueryData(options.queryKey);
  const read = queryClient.fetchQuery({ ...(options as object), staleTime: 0 } as never);
  if (kept !== undefined) {
    // Offline (issue 34) the read waits for the network, and would hold start-up with it: the
    // kept copy serves, and the read, paused meanwhile, goes once the network is back. The same
    // when the network goes while the read is under way (its retries pause then): on a reload
    // the browser may report itself offline only after start-up's reads have left.
    const offline = wentOffline();
    const settled = read.then(
      () => false,
      () => false,
    );
    const fellOffline = await Promise.race([settled, offline.promise]);
    offline.stop();
    if (fellOffline) {
      read.catch(() => {});
      return;
    }
  }
  try {
    await read;
  } catch (error) {
    if (kept === undefined || !isTransientFailure(error)) throw error;
    queryClient.setQueryData(options.queryKey, kept);
    const { fellBack, caughtUp } = useStartupFallbackStore.getState().actions;
    fellBack(options.queryKey);
    retryLater(async () => {
      await queryClient.fetchQuery({ ...(options as object), staleTime: 0 } as never);
      caughtUp(options.queryKey);
    });
  }
}

/** Resolves `true` once react-query's online manager says the browser is offline. */
function wentOffline(): { promise: Promise<true>; stop: () => void } {
  let stop = () => {};
  const promise = new Promise<true>((resolve) => {
    if (!onlineManager.isOnline()) return resolve(true);
    stop = onlineManager.subscribe((online) => {
      if (!online) resolve(true);
    });
  });
  return { promise, stop: () => stop() };
}

/** Background attempts before giving up until the next page load (about four minutes). */
const backgroundAttempts = 10;
const backgroundCapMs = 30_000;

/** Tries `fetch` again with the reads' backoff (longer cap), until it succeeds or gives up. */
export function retryInBackground(fetch: () => Promise<unknown>, attempt = 0): void {
  if (attempt >= backgroundAttempts) return;
  const wait = Math.min(readRetryDelay(attempt + 1, undefined) * 2, backgroundCapMs);
  setTimeout(() => {
    fetch().catch(() => retryInBackground(fetch, attempt + 1));
  }, wait);
}
