import {
  hydrate,
  onlineManager,
  partialMatchKey,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type PersistedQueryClientSaveOptions,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { persistedPublicRoots } from '../api/queries/public-config-queries';
import { hydrateAuthStores } from '../stores/auth-store';
import { latestWriteThrottle } from './latest-write-throttle';
import { restorePatronQueries } from './patron-query-persistence';
import { restoreThenRevalidate } from './revalidate-restored';

export const persistence = {
  // A change of this string drops what browsers kept in an older shape.
  buster: 'v2',
  maxAge: 7 * 24 * 60 * 60_000,
  /**
   * Issue 34, offline: the last results pages and title records seen, so a patron without a
   * network still finds them. Public answers, so plain localStorage like the configuration;
   * bounded in number and, each, in age (the privacy page says both).
   */
  recent: { results: 5, titles: 20 },
};

const storageKey = 'consultas-persistidas';

type RecentKind = keyof typeof persistence.recent;

/** A page of results (`['consulta', params]`) or a title record (`['acervo', id]`), else null. */
function recentKind(queryKey: QueryKey): RecentKind | null {
  if (queryKey.length !== 2) return null;
  const [root, detail] = queryKey;
  if (root === 'consulta' && typeof detail === 'object' && detail !== null) return 'results';
  if (root === 'acervo' && typeof detail === 'number') return 'titles';
  return null;
}

type PersistedQuery = PersistedClient['clientState']['queries'][number];

/**
 * The configuration, and of each recent kind the latest few within the age limit. Those the
 * cache has let go of (a results page unseen for five minutes) are carried over from the copy
 * already stored, so the bound is what was seen last, not what happens to be in memory.
 */
function keepRecent(client: PersistedClient, previous: PersistedClient | undefined) {
  const inCache = new Set(client.clientState.queries.map((query) => query.queryHash));
  const carried =
    previous?.buster === client.buster
      ? previous.clientState.queries.filter(
          (query) => !inCache.has(query.queryHash) && recentKind(query.queryKey),
        )
      : [];
  const all = [...client.clientState.queries, ...carried];
  const latest = (kind: RecentKind) =>
    all
      .filter(
        (query) =>
          recentKind(query.queryKey) === kind &&
          Date.now() - query.state.dataUpdatedAt <= persistence.maxAge,
      )
      .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
      .slice(0, persistence.recent[kind]);
  const queries: PersistedQuery[] = [
    ...all.filter((query) => !recentKind(query.queryKey)),
    ...latest('results'),
    ...latest('titles'),
  ];
  return { ...client, clientState: { ...client.clientState, queries } };
}

function readStored(): PersistedClient | undefined {
  try {
    const stored = localStorage.getItem(storageKey);
    return stored ? (JSON.parse(stored) as PersistedClient) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * localStorage, written at once when asked (TanStack's storage persisters write a second
 * later, so a reload right after start-up would find nothing); the subscription below is what
 * is throttled instead.
 */
const localStoragePersister: Persister = {
  persistClient: (client: PersistedClient) => {
    try {
      localStorage.setItem(storageKey, JSON.stringify(keepRecent(client, readStored())));
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
  const writes = latestWriteThrottle(1000);
  return {
    ...localStoragePersister,
    persistClient: (client) =>
      writes.schedule(() => void localStoragePersister.persistClient(client)),
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
      (recentKind(query.queryKey) !== null ||
        persistedPublicRoots.some((root) => partialMatchKey(query.queryKey, root))),
  },
});

const restored = new WeakMap<QueryClient, Promise<void>>();

// Restored entries stay in memory as long as they are kept on disk (TanStack's persistence
// guide: gcTime at least maxAge), or the next save would write them away.
const hydrateOptions = { defaultOptions: { queries: { gcTime: persistence.maxAge } } };

/**
 * Going offline brings back what was seen this visit and let go of since (a results page left
 * more than five minutes ago): hydrate keeps whatever the cache holds that is newer.
 */
function restoreSeenWhenOffline(queryClient: QueryClient) {
  onlineManager.subscribe((online) => {
    const stored = online ? undefined : readStored();
    if (stored?.buster === persistence.buster)
      hydrate(queryClient, stored.clientState, hydrateOptions);
  });
}

/**
 * Puts the persisted answers back into the cache, once per page load (query client), then keeps
 * them saved as they change: the public ones, then the signed-in patron's (encrypted,
 * patron-query-persistence.ts). Start-up awaits it before deciding what to fetch, so the
 * personal-area screens find the patron's last answers offline. A storage the browser blocks or
 * an unreadable copy only means nothing is restored.
 */
export function restorePersistedQueries(queryClient: QueryClient): Promise<void> {
  const known = restored.get(queryClient);
  if (known) return known;
  const restoring = (async () => {
    if (!globalThis.localStorage) return;
    await restoreThenRevalidate(
      queryClient,
      (queryKey) => recentKind(queryKey) !== null,
      () =>
        persistQueryClientRestore({
          queryClient,
          persister: localStoragePersister,
          buster: persistence.buster,
          maxAge: persistence.maxAge,
          hydrateOptions,
        }).catch(() => {}),
    );
    persistQueryClientSubscribe(saveOptions(queryClient, throttledPersister()));
    restoreSeenWhenOffline(queryClient);
    // The patron's copy is theirs only: it waits for the auth stores to say who is signed in.
    await hydrateAuthStores();
    await restorePatronQueries(queryClient);
  })();
  restored.set(queryClient, restoring);
  return restoring;
}

/** Saves the persisted answers now, as start-up ends: a reload right after must find them. */
export async function savePersistedQueries(queryClient: QueryClient): Promise<void> {
  if (!globalThis.localStorage) return;
  await persistQueryClientSave(saveOptions(queryClient)).catch(() => {});
}
