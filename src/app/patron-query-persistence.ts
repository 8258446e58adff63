import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type PersistedQueryClientSaveOptions,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { isPersistedPatronKey, persistedPatronKeys } from '../api/queries/patron-data';
import { createEncryptedStorage, type EncryptedStorage } from '../lib/storage/encrypted-storage';
import { deviceStorageKey } from '../lib/storage/storage-key';
import { latestWriteThrottle } from './latest-write-throttle';
import { restoreThenRevalidate } from './revalidate-restored';
import { useRememberedAuthStore, useSessionAuthStore } from '../stores/auth-store';

/**
 * Issue 34, offline: the signed-in patron's loans, holds and debts as last fetched, so a reload
 * without a network still shows them. Personal data, so unlike the public answers
 * (query-persistence.ts) they are kept encrypted with the device's non-extractable key (the
 * tokens' own, lib/storage), bound to the patron they belong to, and wiped at logout and at a
 * change of person (clear-patron-session.ts).
 */
export const patronPersistence = {
  // A change of this string drops what browsers kept in an older shape.
  buster: 'v1',
  // Never longer than the public answers are kept (the privacy page says so).
  maxAge: 7 * 24 * 60 * 60_000,
  storageName: 'consultas-do-leitor',
};

interface StoredPatronClient {
  /** The `cod_pessoa` the answers belong to: never restored for anyone else. */
  patron: number;
  client: PersistedClient;
}

/** The store of the signed-in patron's session: the copy lives as long as the sign-in does. */
function signedInPatron(): { patron: number; remembered: boolean } | null {
  const remembered = useRememberedAuthStore.getState().user;
  if (remembered) return { patron: remembered.cod_pessoa, remembered: true };
  const session = useSessionAuthStore.getState().user;
  return session ? { patron: session.cod_pessoa, remembered: false } : null;
}

// One per backend, like the auth stores: "remember me" in localStorage, else sessionStorage.
const storages = {
  remembered: createEncryptedStorage({
    backend: () => globalThis.localStorage,
    key: deviceStorageKey,
  }),
  session: createEncryptedStorage({
    backend: () => globalThis.sessionStorage,
    key: deviceStorageKey,
  }),
} satisfies Record<string, EncryptedStorage>;

const storageOf = (remembered: boolean) => (remembered ? storages.remembered : storages.session);

const writes = latestWriteThrottle(1000);

/**
 * Removes the stored copy from both backends at once, and any write still waiting: after
 * logout or a change of person nothing of the previous patron may land again.
 */
export function forgetPersistedPatronQueries(): void {
  writes.cancel();
  storages.remembered.removeItem(patronPersistence.storageName);
  storages.session.removeItem(patronPersistence.storageName);
}

/** Resolves once the writes started so far have landed (tests, and before leaving the page). */
export async function patronQueriesSettled(): Promise<void> {
  await Promise.all([storages.remembered.settled(), storages.session.settled()]);
}

const isFresh = (updatedAt: number) => Date.now() - updatedAt <= patronPersistence.maxAge;

const encryptedPersister: Persister = {
  persistClient: async (client) => {
    const owner = signedInPatron();
    if (!owner || client.clientState.queries.length === 0) {
      forgetPersistedPatronQueries();
      return;
    }
    const stored: StoredPatronClient = { patron: owner.patron, client };
    // The other backend may hold an older copy from a sign-in of the other kind.
    storageOf(!owner.remembered).removeItem(patronPersistence.storageName);
    await storageOf(owner.remembered).setItem(
      patronPersistence.storageName,
      JSON.stringify(stored),
    );
  },
  restoreClient: async () => {
    const owner = signedInPatron();
    if (!owner) return undefined;
    const text = await storageOf(owner.remembered).getItem(patronPersistence.storageName);
    if (!text) return undefined;
    const stored = JSON.parse(text) as StoredPatronClient;
    if (stored.patron !== owner.patron) return undefined;
    const queries = stored.client.clientState.queries.filter(
      (query) => isPersistedPatronKey(query.queryKey) && isFresh(query.state.dataUpdatedAt),
    );
    return { ...stored.client, clientState: { ...stored.client.clientState, queries } };
  },
  removeClient: forgetPersistedPatronQueries,
};

/**
 * At most one write a second, with the latest state. The patron is read when the state is
 * taken: a write still waiting when another person signs in is dropped, not filed under them.
 */
const throttledPersister: Persister = {
  ...encryptedPersister,
  persistClient: (client) => {
    const owner = signedInPatron()?.patron;
    writes.schedule(() => {
      if (signedInPatron()?.patron === owner) void encryptedPersister.persistClient(client);
    });
  },
};

const saveOptions = (
  queryClient: QueryClient,
  persister: Persister = encryptedPersister,
): PersistedQueryClientSaveOptions => ({
  queryClient,
  persister,
  buster: patronPersistence.buster,
  dehydrateOptions: {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && isPersistedPatronKey(query.queryKey),
    // A write is never replayed from storage behind the patron's back.
    shouldDehydrateMutation: () => false,
  },
});

/**
 * Puts the signed-in patron's last answers back into the cache and keeps them saved. Called by
 * start-up once the auth stores are read (the copy must be the signed-in patron's); a copy of
 * anyone else, or with nobody signed in, is removed. Never rejects.
 */
export async function restorePatronQueries(queryClient: QueryClient): Promise<void> {
  // Kept in memory as long as they are kept on disk: a patron who goes offline an hour after
  // opening their loans still finds them, and the next save still has them to write.
  for (const { key } of persistedPatronKeys)
    queryClient.setQueryDefaults(key, { gcTime: patronPersistence.maxAge });
  const owner = signedInPatron();
  if (!owner) forgetPersistedPatronQueries();
  else
    await restoreThenRevalidate(queryClient, isPersistedPatronKey, () =>
      persistQueryClientRestore({
        queryClient,
        persister: {
          ...encryptedPersister,
          restoreClient: async () => {
            const client = await encryptedPersister.restoreClient();
            // Someone else's copy, or an unreadable one: gone for good.
            if (!client) forgetPersistedPatronQueries();
            return client;
          },
        },
        buster: patronPersistence.buster,
        maxAge: patronPersistence.maxAge,
        hydrateOptions: { defaultOptions: { queries: { gcTime: patronPersistence.maxAge } } },
      }).catch(() => forgetPersistedPatronQueries()),
    );
  persistQueryClientSubscribe(saveOptions(queryClient, throttledPersister));
}

/** Saves now (tests; a page about to leave). */
export async function savePatronQueries(queryClient: QueryClient): Promise<void> {
  await persistQueryClientSave(saveOptions(queryClient));
}
