/**
 * The AES-GCM key that encrypts client state at rest. It is generated once per browser profile
 * as a NON-extractable `CryptoKey` and kept in IndexedDB, which stores it by structured clone:
 * scripts can use it to encrypt and decrypt but can never read its bytes, so copying the
 * contents of localStorage/sessionStorage (a disk image, a shared profile) yields nothing
 * readable without this browser's IndexedDB as well.
 */

export interface StorageKeyOptions {
  /** The IndexedDB to keep the key in (default: the browser's); `null` acts as a browser without one. */
  indexedDB?: IDBFactory | null;
  /** Web Crypto (default: the browser's); `null` acts as a browser without it. */
  subtle?: SubtleCrypto | null;
  databaseName?: string;
  keyName?: string;
  /** Give up (and fall back to memory) when IndexedDB does not answer within this time. */
  timeoutMs?: number;
}

const objectStoreName = 'chaves';

function openDatabase(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(objectStoreName);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    request.onblocked = () => reject(new Error('IndexedDB open blocked'));
  });
}

// Not `instanceof CryptoKey`: a key cloned out of IndexedDB may come from another realm in tests.
function isCryptoKey(value: unknown): value is CryptoKey {
  return typeof value === 'object' && value !== null && 'algorithm' in value && 'usages' in value;
}

/**
 * Keeps the key already stored, else stores `candidate`. Reading and adding happen in one
 * readwrite transaction, so two tabs starting at once still end up sharing one key.
 */
function keepOrAdd(db: IDBDatabase, keyName: string, candidate: CryptoKey): Promise<CryptoKey> {
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(objectStoreName, 'readwrite');
    const keys = transaction.objectStore(objectStoreName);
    let chosen: CryptoKey = candidate;
    const existing = keys.get(keyName);
    existing.onsuccess = () => {
      if (isCryptoKey(existing.result)) chosen = existing.result;
      else keys.put(candidate, keyName);
    };
    transaction.oncomplete = () => resolve(chosen);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
  });
}

async function loadOrCreateKey(
  factory: IDBFactory,
  subtle: SubtleCrypto,
  databaseName: string,
  keyName: string,
): Promise<CryptoKey> {
  // Generated before the transaction: an IndexedDB transaction commits as soon as it waits on
  // anything else, so the key cannot be created inside it.
  const candidate = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  const db = await openDatabase(factory, databaseName);
  try {
    return await keepOrAdd(db, keyName, candidate);
  } finally {
    db.close();
  }
}

/**
 * Returns a function that resolves the key (loading or creating it on first call, then
 * reusing it), or `null` when this browser cannot keep one now: no Web Crypto (e.g. a page
 * served over plain http), no IndexedDB (some private modes), or an IndexedDB that has not
 * answered within `timeoutMs`. Callers treat `null` as "keep the data in memory only".
 *
 * A timed-out answer is not kept: the lookup goes on, and the next call waits for that same
 * lookup again (a failed one starts anew). On a cold browser profile opening IndexedDB can take
 * longer than the timeout; keeping that first `null` meant the tokens written after sign-in
 * were never stored, and a reload went back to the login page (issue #37).
 */
export function storageKeyProvider(
  options: StorageKeyOptions = {},
): () => Promise<CryptoKey | null> {
  const {
    indexedDB: factory = globalThis.indexedDB,
    subtle = globalThis.crypto?.subtle,
    databaseName = 'catalogo-chaves',
    keyName = 'armazenamento',
    timeoutMs = 3000,
  } = options;
  let lookup: Promise<CryptoKey | null> | null = null;
  return async () => {
    if (!factory || !subtle) return null;
    lookup ??= loadOrCreateKey(factory, subtle, databaseName, keyName).catch(() => {
      lookup = null;
      return null;
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A stalled IndexedDB must not hold the app's start-up hostage.
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), timeoutMs);
    });
    try {
      return await Promise.race([lookup, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** This browser profile's key, shared by every encrypted store of the app. */
export const deviceStorageKey = storageKeyProvider();
