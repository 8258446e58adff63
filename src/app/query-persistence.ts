import { partialMatchKey, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type PersistedQueryClientSaveOptions,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { persistedPublicRoots } from '../api/queries/public-config-queries';

const persistence = {
  // A change of this string drops what browsers kept in an older shape.
  buster: 'v2',
  maxAge: 7 * 24 * 60 * 60_000,
};

const storageKey = 'consultas-persistidas';

/**
 * localStorage, written at once when asked (TanStack's storage persisters write a second
 * later, so a reload right after start-up would find nothing); the subscription below is what
 * is throttled instead.
 */
const localStoragePersister: Persister = {
  persistClient: (client: PersistedClient) => {
    try {
      localStorage.setItem(storageKey, JSON.stringify(client));
    } catch {
      // Full or blocked storage: the answers are simply fetched again next time.
    }
  },
  restoreClient: () => {
    const stored = localStorage.getItem(storageKey);
    return stored ? (JSON.parse(stored) as PersistedClient) : undefined;
  },
  removeClient: () => localStorage.removeItem(storageKey),
};

/** At most one write a second, with the latest state, however often the cache changes. */
function throttledPersister(): Persister {
  let pending: PersistedClient | null = null;
  return {
    ...localStoragePersister,
    persistClient: (client) => {
      const scheduled = pending !== null;
      pending = client;
      if (scheduled) return;
      setTimeout(() => {
        if (pending) localStoragePersister.persistClient(pending);
        pending = null;
      }, 1000);
    },
  };
}

const saveOptions = (
  queryClient: QueryClient,
  persister: Persister = localStoragePersister,
): PersistedQueryClientSaveOptions => ({
  queryClient,
  persister,
  buster: persistence.buster,
  dehydrateOptions: {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' &&
      persistedPublicRoots.some((root) => partialMatchKey(query.queryKey, root)),
  },
});

const restored = new WeakMap<QueryClient, Promise<void>>();

/**
 * Puts the persisted answers back into the cache, once per page load (query client), then keeps
 * them saved as they change. Start-up awaits it before deciding what to fetch. A storage the
 * browser blocks or an unreadable copy only means nothing is restored.
 */
export function restorePersistedQueries(queryClient: QueryClient): Promise<void> {
  const known = restored.get(queryClient);
  if (known) return known;
  const restoring = (async () => {
    if (!globalThis.localStorage) return;
    await persistQueryClientRestore({
      queryClient,
      persister: localStoragePersister,
      ...persistence,
    }).catch(() => {});
    persistQueryClientSubscribe(saveOptions(queryClient, throttledPersister()));
  })();
  restored.set(queryClient, restoring);
  return restoring;
}

/** Saves the persisted answers now, as start-up ends: a reload right after must find them. */
export async function savePersistedQueries(queryClient: QueryClient): Promise<void> {
  if (!globalThis.localStorage) return;
  await persistQueryClientSave(saveOptions(queryClient)).catch(() => {});
}
