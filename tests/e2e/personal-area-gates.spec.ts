import { expect, test, type Page } from './support/app-test';
import { expectAxeClean } from './support/accessibility';
import { firstPaint } from './support/first-paint';
import { signInTo } from './support/patron-session';

// Each test opens the in-browser mock and the personal area: slow on a shared machine.
test.describe.configure({ timeout: 300_000 });

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu do Meu portal' });

test('a patron whose permission list lacks activity 13 has no My comments entry, and its address says not allowed', async ({
  page,
}) => {
  // The mock takes activity 13 (comments) out of the institution's permission list.
  await signInTo(page, '/meu-portal/comentarios', {
    mockSettings: { mockWithoutActivities: '13' },
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso não permitido' })).toBeVisible(
    firstPaint,
  );
  await expect(page.getByText('Você não tem permissão para usar esta página.')).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Início' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Meus comentários' })).toHaveCount(0);
  // Screens without an activity stay.
  await expect(menu(page).getByRole('link', { name: 'Dados pessoais' })).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole('link', { name: 'Ir para o início do Meu portal' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/meu-portal');
  await expect(page.getByRole('heading', { level: 1, name: 'Meu portal' })).toBeVisible();
});

test('with activity 13 in the list the menu offers My comments', async ({ page }) => {
  await signInTo(page, '/meu-portal');
  await expect(page.getByRole('heading', { level: 1, name: 'Meu portal' })).toBeVisible(firstPaint);
  const entry = menu(page).getByRole('link', { name: 'Meus comentários' });
  await expect(entry).toHaveAttribute('href', '/meu-portal/comentarios');
  await entry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso não permitido' })).toHaveCount(
    0,
  );
});
