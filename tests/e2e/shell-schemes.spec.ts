import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { colourSchemes, expectAxeClean, startInColourScheme } from './support/accessibility';
import { firstPaint } from './support/first-paint';

// Each test loads several pages of the demo build (the in-browser mock seeds on every load).
test.describe.configure({ timeout: 480_000 });

for (const [label, cor, escuro, scheme] of colourSchemes) {
  test(`login, fallback, support modal and personal area have no axe violations in ${label}`, async ({
    page,
  }) => {
    await startInColourScheme(page, cor, escuro);

    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Acessar' })).toBeVisible(firstPaint);
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme);
    await expectAxeClean(page);

    await page.goto('/nao-existe/de-jeito-nenhum');
    await expect(page.getByRole('link', { name: 'Voltar ao início' })).toBeVisible(firstPaint);
    await expectAxeClean(page);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Suporte' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAxeClean(page);
    await page.keyboard.press('Escape');

    await signIn(page, { redirect: '/meu-portal' });
    await expect(page.getByRole('heading', { level: 1, name: 'Meu portal' })).toBeVisible(
      firstPaint,
    );
    await expect(page.getByText('Empréstimos em andamento').first()).toBeVisible();
    await expectAxeClean(page);
  });
}

for (const [label, cor, escuro, scheme] of colourSchemes) {
  test(`results, a title and the basket have no axe violations in ${label}`, async ({ page }) => {
    await startInColourScheme(page, cor, escuro);

    await page.goto('/?termo=machado');
    await expect(page.getByText(/^\d+ resultados? para/)).toBeVisible({ timeout: 240_000 });
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme);
    await expectAxeClean(page);
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
    await expectAxeClean(page);

    await page.goto('/cesta');
    await expect(page.getByRole('heading', { level: 1, name: 'Cesta' })).toBeVisible(firstPaint);
    await expect(page.getByRole('checkbox', { name: /^Selecionar/ }).first()).toBeVisible();
    await expectAxeClean(page);
  });
}
