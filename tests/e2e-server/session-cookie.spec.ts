import { expect, test, type Page } from '@playwright/test';

/*
 * Issue 37: on the server shape the patron's refresh token is the server's HttpOnly cookie. A
 * script running in the page (what an XSS would run) tries every place it could find it and
 * fails; the session still survives a reload, and logout ends it at the API.
 */

const cookieName = '__Host-catalogo-sessao';

async function signIn(page: Page) {
  await page.goto('/login?redirect=%2Fmeu-portal%2Femprestimos');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await page.getByRole('textbox', { name: 'Matrícula' }).fill('leitor');
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('leitor123');
  // react-aria's checkbox input is visually hidden: toggle it from the keyboard.
  const remember = page.getByRole('checkbox', { name: 'Lembrar-me' });
  await remember.focus();
  await page.keyboard.press('Space');
  await expect(remember).toBeChecked();
  await page.getByRole('button', { name: 'Acessar' }).click();
  await expect(page).toHaveURL(/\/meu-portal\/emprestimos$/);
  await expect(page.getByText(/^Olá, /)).toBeVisible();
}

/** The cookie's token, as only the test (not the page) can read it. */
async function heldRefreshToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === cookieName);
  expect(cookie).toBeDefined();
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
  // The value is `r.` or `s.` (remembered or not) and the token.
  return decodeURIComponent(cookie!.value).slice(2);
}

/**
 * Everything a same-origin script can read: cookies, both Web Storages, every IndexedDB store
 * and, with the profile's non-extractable key from IndexedDB, every encrypted item decrypted (what
 * the token storage module's reads would give), and the token endpoint's own answer.
 */
function readEverythingAsPageScript(page: Page) {
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
    let decrypted = 0;
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
            found.push(new TextDecoder().decode(plain));
            decrypted += 1;
          } catch {
            // Another key's item.
          }
        }
      }
    // The endpoint itself: a script can use the session while the page is open, but what it
    // answers is an access token, never the refresh token.
    const answer = await fetch('/auth/refresh', {
      method: 'POST',
      headers: { 'X-Catalogo-Sessao': '1' },
    });
    const body = await answer.text();
    found.push(body);
    return { text: found.join('\n'), decrypted, refreshAnswer: JSON.parse(body) as object };
  });
}

test('a same-origin script cannot obtain the refresh token; a reload keeps the patron signed in; logout ends the session', async ({
  page,
}) => {
  await signIn(page);
  const before = await heldRefreshToken(page);

  const seen = await readEverythingAsPageScript(page);
  // The stored sign-in was decrypted (the script could read all the page keeps) ...
  expect(seen.decrypted).toBeGreaterThan(0);
  expect(seen.text).toContain('leitor');
  // ... and none of it is the refresh token, before or after the script's own refresh.
  const after = await heldRefreshToken(page);
  expect(after).not.toBe(before);
  for (const token of [before, after]) expect(seen.text).not.toContain(token);
  expect(seen.text).not.toContain(cookieName);
  expect(Object.keys(seen.refreshAnswer).sort()).toEqual([
    'access_token',
    'expires_in',
    'token_type',
  ]);
  expect(seen.text).not.toMatch(/refresh_token/);

  // A reload: nothing stored holds a token, the cookie gives a new access token.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await expect(page).toHaveURL(/\/meu-portal\/emprestimos$/);
  await expect(page.getByText(/^Olá, /)).toBeVisible();
  const held = await heldRefreshToken(page);

  await page.getByRole('banner').getByRole('link', { name: 'Sair' }).click();
  await expect
    .poll(async () => (await page.context().cookies()).map((c) => c.name))
    .not.toContain(cookieName);
  // The token the cookie held was revoked at the API: a refresh with it is refused.
  const refused = await page.request.post('/auth/refresh', {
    headers: {
      'X-Catalogo-Sessao': '1',
      Cookie: `${cookieName}=${encodeURIComponent(`r.${held}`)}`,
    },
  });
  expect(refused.status()).toBe(401);
  // And the page is signed out: the personal area sends to the login.
  await expect(page).not.toHaveURL(/\/meu-portal/);
  await page.goto('/meu-portal/emprestimos');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText(/^Olá, /)).toHaveCount(0);
});
