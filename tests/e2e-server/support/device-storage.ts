import type { Page } from '@playwright/test';

/**
 * Everything a same-origin script can read of what the page keeps on the device: cookies, both
 * Web Storages, every IndexedDB store and, with the profile's non-extractable key from
 * IndexedDB, every encrypted item decrypted (what the app's own encrypted storage would read).
 * `text` joins all of it; `decrypted` maps each decrypted item's name to its plain text.
 */
export function readDeviceStorage(page: Page) {
  return page.evaluate(async () => {
    const found: string[] = [document.cookie];
    const storages = [localStorage, sessionStorage];
    for (const storage of storages)
      for (let i = 0; i < storage.length; i++) {
        const name = storage.key(i) ?? '';
        found.push(name, storage.getItem(name) ?? '');
      }
    const keys: CryptoKey[] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error('open failed'));
      });
      for (const storeName of [...db.objectStoreNames]) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const all = db.transaction(storeName).objectStore(storeName).getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error ?? new Error('read failed'));
        });
        for (const value of values) {
          if (value instanceof CryptoKey) keys.push(value);
          else found.push(JSON.stringify(value));
        }
      }
      db.close();
    }
    const bytes = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
    const decrypted: Record<string, string> = {};
    for (const storage of storages)
      for (let i = 0; i < storage.length; i++) {
        const name = storage.key(i) ?? '';
        const [version, iv, data] = (storage.getItem(name) ?? '').split('.');
        if (version !== 'v1' || !iv || !data) continue;
        for (const key of keys) {
          try {
            const plain = await crypto.subtle.decrypt(
              { name: 'AES-GCM', iv: bytes(iv), additionalData: new TextEncoder().encode(name) },
              key,
              bytes(data),
            );
            decrypted[name] = new TextDecoder().decode(plain);
            found.push(decrypted[name]);
          } catch {
            // Another key's item.
          }
        }
      }
    return { text: found.join('\n'), decrypted };
  });
}
