import { expect, type Page } from '@playwright/test';
import { appTookOver } from './app-test';
import { firstPaint } from './first-paint';

export type QaAccount = 'leitor' | 'novo' | 'semcpf' | 'professor';
const passwords: Record<QaAccount, string> = {
  leitor: 'leitor123',
  novo: 'novo123',
  semcpf: 'semcpf123',
  professor: 'professor123',
};

/**
 * Opens the login page once, with the QA scenario if any (the in-browser mock reads
 * `?mockScenario=` when the page loads and keeps it for the browser session), signs in and
 * lands on `path` without another page load: loading the in-browser mock is the slow part of a
 * test, so each test loads the app once. (A saved Playwright storage state does not carry the
 * auth store's non-extractable key, so a fresh context would start signed out.)
 */
export async function signInTo(
  page: Page,
  path: string,
  {
    user = 'leitor',
    scenario,
    forced,
    mockSettings = {},
  }: {
    user?: QaAccount;
    /** A named QA scenario (mocks/scenarios/named-scenarios.ts). */
    scenario?: string;
    /** Forced answers in the `?mock=` syntax, e.g. `createPaymentSlip:422=USUARIO_SEM_CPF`. */
    forced?: string;
    /** Other settings of the in-browser mock, e.g. `{ mockWithoutActivities: '13' }`. */
    mockSettings?: Record<string, string>;
  } = {},
): Promise<void> {
  const query = new URLSearchParams({ redirect: path });
  if (scenario) query.set('mockScenario', scenario);
  if (forced) query.set('mock', forced);
  for (const [name, value] of Object.entries(mockSettings)) query.set(name, value);
  await page.goto(`/login?${query.toString()}`);
  await page.getByRole('textbox', { name: 'Matrícula' }).fill(user, firstPaint);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(passwords[user]);
  await page.getByRole('button', { name: 'Acessar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0], firstPaint);
}

/**
 * Signs out through the header's "Sair" and waits until the app is live again on the home page.
 * The demo institution's logout ends with a page load of `/` (src/app/logout/logout-route.tsx):
 * the header already says "Entrar" before that load, and a `goto` or click made then races it
 * (CI once saw a `goto` aborted by it).
 */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Sair' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/', firstPaint);
  await page.waitForLoadState('load');
  await appTookOver(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();
}
