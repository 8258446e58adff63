import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from './support/app-test';
import { chromiumLaunchOptions } from '../chromium';
import { firstPaint } from './support/first-paint';

// Two browser launches per test, each seeding the in-browser mock: slow on a shared machine.
test.describe.configure({ timeout: 180_000 });

const usernameField = (page: Page) => page.getByRole('textbox', { name: 'Matrícula' });
const passwordField = (page: Page) => page.getByLabel('Senha', { exact: true });
const rememberMe = (page: Page) => page.getByRole('checkbox', { name: 'Lembrar-me' });
/** The header's greeting (the personal area's home greets too). */
const greeting = (page: Page) =>
  page.getByRole('list', { name: 'Conta e cesta' }).getByText('Olá, Ana');

/**
 * A persistent profile closed and launched again is a browser restart: localStorage and
 * IndexedDB (where the auth stores' encryption key lives) stay, sessionStorage is gone.
 */
function browserProfile(baseURL: string | undefined) {
  const folder = mkdtempSync(join(tmpdir(), 'login-restart-'));
  return {
    launch: (): Promise<BrowserContext> =>
      chromium.launchPersistentContext(folder, {
        ...chromiumLaunchOptions(),
        baseURL,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
      }),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

const firstPage = async (context: BrowserContext) =>
  context.pages()[0] ?? (await context.newPage());

async function signInAsLeitor(page: Page, remember: boolean) {
  await page.goto('/login?redirect=%2Fmeu-portal');
  await usernameField(page).fill('leitor', firstPaint);
  await passwordField(page).fill('leitor123');
  if (remember) {
    // react-aria's checkbox input is visually hidden: toggle it from the keyboard.
    await rememberMe(page).focus();
    await page.keyboard.press('Space');
    await expect(rememberMe(page)).toBeChecked();
  }
  await page.getByRole('button', { name: 'Acessar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/meu-portal');
  await expect(greeting(page)).toBeVisible();
  // A real server outlives the browser; the in-browser mock saves its sessions shortly after a
  // sign-in. Wait for that save so the restart below does not outrun it.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('mock:tokens')?.includes('"pat.')))
    .toBe(true);
}

test('remember me on: after a browser restart the patron is still signed in', async ({
  baseURL,
}) => {
  const profile = browserProfile(baseURL);
  try {
    const before = await profile.launch();
    await signInAsLeitor(await firstPage(before), true);
    await before.close();

    const after = await profile.launch();
    const page = await firstPage(after);
    await page.goto('/meu-portal');
    // The personal area opens and its patron-only lists load with the remembered session.
    await expect(page.getByRole('heading', { level: 1, name: 'Meu portal' })).toBeVisible(
      firstPaint,
    );
    await expect(page).toHaveURL((url) => url.pathname === '/meu-portal');
    await expect(page.getByRole('heading', { name: 'Empréstimos em andamento' })).toBeVisible();
    await expect(greeting(page)).toBeVisible();
    await expect(page.getByText('Não foi possível carregar esta informação.')).toHaveCount(0);
    await expect(page.getByText(/sessão expirou/i)).toHaveCount(0);
    await after.close();
  } finally {
    profile.remove();
  }
});

test('remember me off: after a browser restart the patron is signed out', async ({ baseURL }) => {
  const profile = browserProfile(baseURL);
  try {
    const before = await profile.launch();
    await signInAsLeitor(await firstPage(before), false);
    await before.close();

    const after = await profile.launch();
    const page = await firstPage(after);
    await page.goto('/meu-portal');
    // The session-only store went with the browser session: the personal area asks to sign in.
    await expect(page).toHaveURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/meu-portal',
      firstPaint,
    );
    await expect(usernameField(page)).toBeVisible();
    await expect(greeting(page)).toHaveCount(0);
    await after.close();
  } finally {
    profile.remove();
  }
});
