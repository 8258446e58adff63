import { expect, type Page } from '@playwright/test';

/**
 * Signs in through the real login page (institution `ufx`: the username field is labelled with
 * the institution's login term "Matrícula"). Lands on `redirect` (default: the page it started on).
 */
export async function signIn(
  page: Page,
  { user = 'leitor', password = 'leitor123', redirect = '/' } = {},
): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByRole('textbox', { name: 'Matrícula' }).fill(user);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Acessar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === redirect.split('?')[0]);
}
