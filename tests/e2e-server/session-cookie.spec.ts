import { expect, test, type Page } from '@playwright/test';
import { readDeviceStorage } from './support/device-storage';
import { signInRemembered } from './support/sign-in';

/*
 * Issue 37: on the server shape the patron's refresh token is the server's HttpOnly cookie. A
 * script running in the page (what an XSS would run) tries every place it could find it and
 * fails; the session still survives a reload, and logout ends it at the API.
 */

const cookieName = '__Host-catalogo-sessao';

/** The cookie's token, as only the test (not the page) can read it. */
async function heldRefreshToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === cookieName);
  expect(cookie).toBeDefined();
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
  // The value is `r.` or `s.` (remembered or not) and the token.
  return decodeURIComponent(cookie!.value).slice(2);
}

/**
 * Everything a same-origin script can read (support/device-storage.ts), and the token endpoint's
 * own answer.
 */
async function readEverythingAsPageScript(page: Page) {
  const { text, decrypted } = await readDeviceStorage(page);
  // The endpoint itself: a script can use the session while the page is open, but what it
  // answers is an access token, never the refresh token.
  const body = await page.evaluate(async () => {
    const answer = await fetch('/auth/refresh', {
      method: 'POST',
      headers: { 'X-Catalogo-Sessao': '1' },
    });
    return answer.text();
  });
  return {
    text: [text, body].join('\n'),
    decrypted: Object.keys(decrypted).length,
    refreshAnswer: JSON.parse(body) as object,
  };
}

test('a same-origin script cannot obtain the refresh token; a reload keeps the patron signed in; logout ends the session', async ({
  page,
}) => {
  await signInRemembered(page, '/meu-portal/emprestimos');
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
