import type { StateStorage } from 'zustand/middleware';

/**
 * A zustand `StateStorage` that keeps values encrypted with AES-GCM in a Web Storage backend
 * (sessionStorage for what lasts one browser session, localStorage for "remember me").
 *
 * Stored form: `v1.<iv>.<ciphertext>`, both base64; a fresh random 12-byte IV per write (GCM
 * must never reuse an IV with one key), and the item's name is authenticated as additional
 * data so a ciphertext copied under another name does not decrypt.
 *
 * Fail safe: when no key is available (no Web Crypto, no IndexedDB) or the backend refuses a
 * write, values live in memory for this page only. Writing them in plain text instead would
 * put bearer tokens and personal data where any script, extension or copy of the browser
 * profile could read them; the cost of memory-only is signing in again after a reload.
 */
export interface EncryptedStorageOptions {
  /** Read on each use: touching Web Storage can throw (blocked cookies, sandboxed frames). */
  backend: () => Storage | undefined;
  /** The AES-GCM key; `null` means this browser cannot encrypt, so keep values in memory. */
  key: () => Promise<CryptoKey | null>;
  /** Web Crypto; defaults to the browser's. */
  subtle?: SubtleCrypto | undefined;
}

export interface EncryptedStorage extends StateStorage {
  getItem(name: string): Promise<string | null>;
  setItem(name: string, value: string): Promise<void>;
  /** Synchronous: once it returns, nothing of the item is left and no pending write lands. */
  removeItem(name: string): void;
  /** Resolves once every write started so far has landed (or been dropped as outdated). */
  settled(): Promise<void>;
}

const format = 'v1';
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Whether a stored value has this module's encrypted form (it may still fail to decrypt). For
 * stores that once kept the same item in plain text and must tell an old copy from a new one.
 */
export function isEncryptedRecord(stored: string): boolean {
  return stored.startsWith(`${format}.`);
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function createEncryptedStorage(options: EncryptedStorageOptions): EncryptedStorage {
  const subtleCrypto = options.subtle ?? globalThis.crypto?.subtle;
  const memory = new Map<string, string>();
  // The latest write or removal per item: an older write that finishes encrypting later is
  // dropped, so writes land in call order and a removal is never undone by a write in flight.
  const latest = new Map<string, number>();
  let counter = 0;
  const pending = new Set<Promise<void>>();

  function backend(): Storage | undefined {
    try {
      return options.backend();
    } catch {
      return undefined;
    }
  }

  interface Cipher {
    subtle: SubtleCrypto;
    key: CryptoKey;
  }

  async function cipher(): Promise<Cipher | null> {
    if (!subtleCrypto) return null;
    try {
      const key = await options.key();
      return key ? { subtle: subtleCrypto, key } : null;
    } catch {
      return null;
    }
  }

  async function encrypt({ subtle, key }: Cipher, name: string, value: string): Promise<string> {
    const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
    const ciphertext = await subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: encoder.encode(name) },
      key,
      encoder.encode(value),
    );
    return `${format}.${toBase64(iv)}.${toBase64(new Uint8Array(ciphertext))}`;
  }

  async function decrypt({ subtle, key }: Cipher, name: string, stored: string): Promise<string> {
    const [version, iv, ciphertext] = stored.split('.');
    if (version !== format || !iv || !ciphertext) throw new Error('unknown stored format');
    const plaintext = await subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(iv), additionalData: encoder.encode(name) },
      key,
      fromBase64(ciphertext),
    );
    return decoder.decode(plaintext);
  }

  function removeItem(name: string): void {
    latest.set(name, ++counter);
    memory.delete(name);
    try {
      backend()?.removeItem(name);
    } catch {
      // The backend is gone, so nothing of the item is left there either.
    }
  }

  async function read(name: string): Promise<string | null> {
    if (memory.has(name)) return memory.get(name) ?? null;
    const active = await cipher();
    if (!active) return null;
    const target = backend();
    const stored = target?.getItem(name) ?? null;
    if (stored === null) return null;
    try {
      return await decrypt(active, name, stored);
    } catch {
      // Written with a key this profile no longer has (IndexedDB cleared) or tampered with:
      // unreadable for good, so drop it rather than fail on every start (unless a newer
      // write replaced it meanwhile).
      if (target?.getItem(name) === stored) target.removeItem(name);
      return null;
    }
  }

  async function write(name: string, value: string): Promise<void> {
    const order = ++counter;
    latest.set(name, order);
    const active = await cipher();
    const encrypted = active ? await encrypt(active, name, value).catch(() => null) : null;
    if (latest.get(name) !== order) return;
    const target = backend();
    if (encrypted && target) {
      try {
        target.setItem(name, encrypted);
        memory.delete(name);
        return;
      } catch {
        // Quota exceeded or storage disabled: keep it in memory, and drop the older copy so
        // the next visit does not come back to stale data.
        try {
          target.removeItem(name);
        } catch {
          // The backend is unusable; there is nothing more to do with it.
        }
      }
    }
    memory.set(name, value);
  }

  return {
    getItem: (name) => read(name).catch(() => null),
    setItem(name, value) {
      // A write that fails unexpectedly is lost rather than kept unencrypted.
      const writing = write(name, value).catch(() => undefined);
      pending.add(writing);
      void writing.then(() => pending.delete(writing));
      return writing;
    },
    removeItem,
    async settled() {
      await Promise.all([...pending]);
    },
  };
}
