import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

// Each test loads several pages of the demo build (the in-browser mock seeds on every load).
test.describe.configure({ timeout: 240_000 });
const firstPaint = { timeout: 60_000 };

async function expectAxeClean(page: Page) {
  // react-aria's live announcer briefly points at a control that has just unmounted (after a
  // pending button), which axe reports as an unnamed image; wait until it has emptied.
  await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0, {
    timeout: 20_000,
  });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    })),
  ).toEqual([]);
}

// The accessibility bar's persisted settings, as the store writes them (src/stores/accessibility-store.ts).
for (const [label, cor, escuro, scheme] of [
  ['normal colours', 'normal', false, 'normal'],
  ['inverted colours', 'inverted', false, 'inverted'],
  ['greyscale', 'greyscale', false, 'greyscale'],
  ['high contrast', 'highContrast', false, 'highContrast'],
  ['dark mode', 'normal', true, 'dark'],
] as const) {
  test(`login, fallback, support modal and personal area have no axe violations in ${label}`, async ({
    page,
  }) => {
    await page.addInitScript(
      ([chosen, dark]) =>
        localStorage.setItem(
          'acessibilidade',
          JSON.stringify({
            state: {
              zoom: 0,
              negrito: false,
              cor: chosen,
              escuro: dark,
              libras: false,
              aberta: false,
            },
            version: 1,
          }),
        ),
      [cor, escuro] as const,
    );

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
    await expect(page.getByText('Empréstimos em andamento')).toBeVisible();
    await expectAxeClean(page);
  });
}
