import { expect, test } from './support/app-test';
import { signIn } from './support/sign-in';
import { expectAxeCleanInEveryScheme, startInColourScheme } from './support/accessibility';
import { firstPaint } from './support/first-paint';

// Each test loads several pages of the demo build (the in-browser mock seeds on every load).
test.describe.configure({ timeout: 480_000 });

test('a stored colour scheme applies from the first load', async ({ page }) => {
  // Dark mode: both stored settings (the normal colours and the dark switch) take part.
  await startInColourScheme(page, 'normal', true);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Acessar' })).toBeVisible(firstPaint);
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
});

test('login, fallback, support modal and personal area have no axe violations in every colour scheme', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Acessar' })).toBeVisible(firstPaint);
  await expectAxeCleanInEveryScheme(page);

  await page.goto('/nao-existe/de-jeito-nenhum');
  await expect(page.getByRole('link', { name: 'Voltar ao início' })).toBeVisible(firstPaint);
  await expectAxeCleanInEveryScheme(page);

  await expectAxeCleanInEveryScheme(page, {
    dialog: async () => {
      await page.getByRole('contentinfo').getByRole('button', { name: 'Suporte' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  });

  await signIn(page, { redirect: '/meu-portal' });
  await expect(page.getByRole('heading', { level: 1, name: 'Meu portal' })).toBeVisible(firstPaint);
  await expect(page.getByText('Empréstimos em andamento').first()).toBeVisible();
  await expectAxeCleanInEveryScheme(page);
});

test('results, a title and the basket have no axe violations in every colour scheme', async ({
  page,
}) => {
  await page.goto('/?termo=machado');
  await expect(page.getByText(/^\d+ resultados? para/)).toBeVisible({ timeout: 240_000 });
  await expectAxeCleanInEveryScheme(page);
  // One title in the basket, so the basket page shows its list and actions.
  await page
    .getByRole('button', { name: /^Adicionar à cesta: ".*"$/ })
    .first()
    .click();
  await expect(page.getByRole('link', { name: 'Cesta 1 item' })).toBeVisible();

  await page.goto('/acervo/7');
  await expect(page.getByRole('heading', { level: 1, name: 'Dom Casmurro' })).toBeVisible(
    firstPaint,
  );
  await expectAxeCleanInEveryScheme(page);

  await page.goto('/cesta');
  await expect(page.getByRole('heading', { level: 1, name: 'Cesta' })).toBeVisible(firstPaint);
  await expect(page.getByRole('checkbox', { name: /^Selecionar/ }).first()).toBeVisible();
  await expectAxeCleanInEveryScheme(page);
});
