import { expect, type Page } from '@playwright/test';

/**
 * Signs in as the QA account `leitor` with "Lembrar-me" (the sign-in survives a reload and a
 * new tab), from the login page with `path` to return to, and waits for the greeting there.
 */
export async function signInRemembered(page: Page, path: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await page.getByRole('textbox', { name: 'Matrícula' }).fill('leitor');
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('leitor123');
  // react-aria's checkbox input is visually hidden: toggle it from the keyboard.
  const remember = page.getByRole('checkbox', { name: 'Lembrar-me' });
  await remember.focus();
  await page.keyboard.press('Space');
  await expect(remember).toBeChecked();
  await page.getByRole('button', { name: 'Acessar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByText(/^Olá, /)).toBeVisible();
}
