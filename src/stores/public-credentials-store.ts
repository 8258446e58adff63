import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Credentials } from '../api/token-storage';
import { createEncryptedStorage, isEncryptedRecord } from '../lib/storage/encrypted-storage';
import { deviceStorageKey } from '../lib/storage/storage-key';

/**
 * The anonymous visitor's token (`client_credentials` grant, spec section 4 start-up step 1).
 * It lasts one browser session (sessionStorage): a reload reuses it instead of asking for a new
 * one, and a new browser session starts fresh. It identifies no one, but it is still a bearer
 * token of this client, so it is kept encrypted at rest like the patron's (same AES-GCM
 * storage, same device key; where no key can be kept it lives in memory and a reload asks
 * for a new one). Decryption is asynchronous: the store starts empty and
 * `hydratePublicCredentials()` (run by `hydrateAuthStores()`, which start-up awaits before its
 * first request) reads it back.
 */
export interface PublicCredentialsState {
  credentials: Credentials | null;
}

/** The stored item's name; also the name a plain-text copy had before it was encrypted. */
export const publicCredentialsStorageName = 'credenciais-publicas';

const backend = () => globalThis.sessionStorage;
const storage = createEncryptedStorage({ backend, key: deviceStorageKey });

export const usePublicCredentialsStore = create<PublicCredentialsState>()(
  persist((): PublicCredentialsState => ({ credentials: null }), {
    name: publicCredentialsStorageName,
    version: 1,
    storage: createJSONStorage<PublicCredentialsState, unknown>(() => storage),
    skipHydration: true,
    // A token granted while the stored one was still being decrypted is the newer of the two
    // (and is what the request that asked for it sent): the older copy must not replace it.
    merge: (persisted, current) =>
      current.credentials ? current : { ...current, ...(persisted as PublicCredentialsState) },
  }),
);

/**
 * Versions before the encryption kept this item as zustand's plain JSON. We drop it rather
 * than migrate it: a plain value is not authenticated, so taking it in would let anything able
 * to write sessionStorage plant the token our requests carry (the encrypted copies are
 * checked by AES-GCM), and the token has been readable at rest, so it should not be used
 * further. The cost is one `client_credentials` grant per open browser session, once. Removed
 * here even when this browser cannot encrypt, where the encrypted storage never reads it.
 */
function dropPlainTextCopy(): void {
  try {
    const stored = backend().getItem(publicCredentialsStorageName);
    if (stored !== null && !isEncryptedRecord(stored))
      backend().removeItem(publicCredentialsStorageName);
  } catch {
    // No usable sessionStorage: there is no plain copy to drop either.
  }
}

let hydration: Promise<void> | null = null;

/**
 * Reads the public token back from its encrypted storage, once per page (like the auth
 * stores: a second read could bring back an older copy). Never rejects; an unreadable token
 * is simply missing, and start-up asks for a new one.
 */
export function hydratePublicCredentials(): Promise<void> {
  hydration ??= (async () => {
    dropPlainTextCopy();
    await usePublicCredentialsStore.persist.rehydrate();
  })().catch(() => undefined);
  return hydration;
}

/** Resolves once the latest change of the public token is encrypted and stored. */
export const publicCredentialsSettled = (): Promise<void> => storage.settled();

export const publicCredentialsActions = {
  obtained: (credentials: Credentials) => usePublicCredentialsStore.setState({ credentials }),
  /** Forgets the token and removes its stored copy (not an encrypted empty record). */
  cleared: () => {
    usePublicCredentialsStore.setState({ credentials: null });
    usePublicCredentialsStore.persist.clearStorage();
  },
};
