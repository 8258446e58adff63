import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { createEncryptedStorage } from '../../../src/lib/storage/encrypted-storage';
import { storageKeyProvider } from '../../../src/lib/storage/storage-key';
import { everythingStored } from '../support/everything-stored';

// Each fake IndexedDB stands for one browser profile: its key survives restarts of that
// profile (a new provider over the same database) and is unknown to any other profile.
function profile(indexedDB: IDBFactory = new IDBFactory()) {
  return {
    indexedDB,
    storage: (backend: Storage = localStorage) =>
      createEncryptedStorage({ backend: () => backend, key: storageKeyProvider({ indexedDB }) }),
  };
}

const secret = JSON.stringify({
  state: {
    credentials: { access_token: 'segredo-token-123' },
    user: { nome_pessoa: 'Ana Leitora' },
  },
  version: 1,
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('encrypted storage', () => {
  it('gives back what was stored', async () => {
    const storage = profile().storage();
    await storage.setItem('auth', secret);
    await expect(storage.getItem('auth')).resolves.toBe(secret);
    await expect(storage.getItem('other')).resolves.toBeNull();
  });

  it('never writes the token or the name in readable form', async () => {
    const storage = profile().storage(sessionStorage);
    await storage.setItem('auth', secret);
    const stored = sessionStorage.getItem('auth') ?? '';
    expect(stored).toMatch(/^v1\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
    expect(everythingStored()).not.toContain('segredo-token-123');
    expect(everythingStored()).not.toContain('Ana Leitora');
    expect(atob(stored.split('.')[2] ?? '')).not.toContain('segredo');
  });

  it('uses a fresh IV for each write, so equal values do not look equal', async () => {
    const storage = profile().storage();
    await storage.setItem('a', secret);
    const first = localStorage.getItem('a');
    await storage.setItem('a', secret);
    const second = localStorage.getItem('a');
    expect(first).not.toBe(second);
    expect(first?.split('.')[1]).not.toBe(second?.split('.')[1]);
    expect(atob(second?.split('.')[1] ?? '')).toHaveLength(12);
  });

  it('reads the data back after a restart of the same browser profile', async () => {
    const device = profile();
    await device.storage().setItem('auth', secret);
    const afterRestart = profile(device.indexedDB).storage();
    await expect(afterRestart.getItem('auth')).resolves.toBe(secret);
  });

  it('cannot decrypt data written with another key, and drops it', async () => {
    await profile().storage().setItem('auth', secret);
    const stranger = profile().storage();
    await expect(stranger.getItem('auth')).resolves.toBeNull();
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('does not decrypt a ciphertext moved under another name', async () => {
    const storage = profile().storage();
    await storage.setItem('remembered', secret);
    localStorage.setItem('session', localStorage.getItem('remembered') ?? '');
    await expect(storage.getItem('session')).resolves.toBeNull();
  });

  it('keeps the key non-extractable and shares one key between tabs starting together', async () => {
    const indexedDB = new IDBFactory();
    const [a, b] = await Promise.all([
      storageKeyProvider({ indexedDB })(),
      storageKeyProvider({ indexedDB })(),
    ]);
    expect(a?.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', a!)).rejects.toThrow();
    const tabA = createEncryptedStorage({
      backend: () => localStorage,
      key: () => Promise.resolve(a),
    });
    const tabB = createEncryptedStorage({
      backend: () => localStorage,
      key: () => Promise.resolve(b),
    });
    await tabA.setItem('auth', secret);
    await expect(tabB.getItem('auth')).resolves.toBe(secret);
  });

  it('removes at once, and a write still encrypting does not bring the item back', async () => {
    const storage = profile().storage();
    await storage.setItem('auth', secret);
    void storage.setItem('auth', JSON.stringify({ state: { user: null }, version: 1 }));
    storage.removeItem('auth');
    expect(localStorage.getItem('auth')).toBeNull();
    await storage.settled();
    expect(localStorage.getItem('auth')).toBeNull();
    await expect(storage.getItem('auth')).resolves.toBeNull();
  });

  it('lands writes in the order they were made', async () => {
    const storage = profile().storage();
    void storage.setItem('n', '1');
    void storage.setItem('n', '2');
    void storage.setItem('n', '3');
    await storage.settled();
    await expect(storage.getItem('n')).resolves.toBe('3');
  });
});

describe('fail safe without Web Crypto or IndexedDB', () => {
  it.each([
    ['no IndexedDB', { indexedDB: null }],
    ['no Web Crypto', { subtle: null }],
  ] as const)('with %s it keeps values in memory only, never in plain text', async (_, missing) => {
    const storage = createEncryptedStorage({
      backend: () => localStorage,
      key: storageKeyProvider({ indexedDB: new IDBFactory(), ...missing }),
    });
    await storage.setItem('auth', secret);
    await expect(storage.getItem('auth')).resolves.toBe(secret);
    expect(localStorage.length).toBe(0);
    storage.removeItem('auth');
    await expect(storage.getItem('auth')).resolves.toBeNull();
  });

  it('keeps values in memory when the backend refuses the write (quota)', async () => {
    const full = {
      ...localStorage,
      getItem: () => null,
      removeItem: () => {},
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    const storage = profile().storage(full);
    await storage.setItem('auth', secret);
    await expect(storage.getItem('auth')).resolves.toBe(secret);
  });

  it('gives up on an IndexedDB that never answers', async () => {
    const stalled = { open: () => ({}) } as unknown as IDBFactory;
    const key = storageKeyProvider({ indexedDB: stalled, timeoutMs: 10 });
    await expect(key()).resolves.toBeNull();
  });

  it('uses the key once a slow IndexedDB answers, instead of keeping the timed-out null', async () => {
    // A cold profile: the database opens only after the first caller has given up waiting.
    const slow = new IDBFactory();
    let release: () => void = () => {};
    const opened = new Promise<void>((resolve) => (release = resolve));
    type Handlers = { result?: IDBDatabase; onsuccess?: () => void; onupgradeneeded?: () => void };
    const lagging = {
      open: (name: string, version?: number) => {
        const request: Handlers = {};
        void opened.then(() => {
          const real = slow.open(name, version);
          real.onupgradeneeded = () => {
            request.result = real.result;
            request.onupgradeneeded?.();
          };
          real.onsuccess = () => {
            request.result = real.result;
            request.onsuccess?.();
          };
        });
        return request;
      },
    } as unknown as IDBFactory;
    const key = storageKeyProvider({ indexedDB: lagging, timeoutMs: 10 });
    const storage = createEncryptedStorage({ backend: () => localStorage, key });
    await expect(key()).resolves.toBeNull();
    release();
    await expect(key()).resolves.toMatchObject({ algorithm: { name: 'AES-GCM' } });
    // Stored encrypted now, so a reload finds it.
    await storage.setItem('auth', secret);
    expect(localStorage.getItem('auth')).not.toBeNull();
    expect(everythingStored()).not.toContain('segredo-token-123');
    await expect(storage.getItem('auth')).resolves.toBe(secret);
  });

  it('tries again after a failed lookup', async () => {
    let attempts = 0;
    const real = new IDBFactory();
    const flaky = {
      open: (...args: Parameters<IDBFactory['open']>) => {
        attempts += 1;
        if (attempts === 1) throw new DOMException('busy', 'UnknownError');
        return real.open(...args);
      },
    } as unknown as IDBFactory;
    const key = storageKeyProvider({ indexedDB: flaky });
    await expect(key()).resolves.toBeNull();
    await expect(key()).resolves.toMatchObject({ algorithm: { name: 'AES-GCM' } });
    expect(attempts).toBe(2);
  });
});
