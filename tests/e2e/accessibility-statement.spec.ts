import { expect, test } from './support/app-test';
import { expectAxeCleanInEveryScheme } from './support/accessibility';
import { firstPaint } from './support/first-paint';

// Each load seeds the demo build's in-browser mock; on a busy machine the first paint is slow.
test.describe.configure({ timeout: 300_000 });

test('the footer links to the accessibility statement, in each language', async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('contentinfo').getByRole('link', {
    name: 'Declaração de acessibilidade',
  });
  await expect(link).toBeVisible(firstPaint);
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === '/acessibilidade');
  const heading = page.getByRole('heading', { level: 1, name: 'Declaração de acessibilidade' });
  await expect(heading).toBeVisible();
  await expect(page).toHaveTitle(/^Declaração de acessibilidade · /);
  // What we aim at, what we test, the exceptions and how to report: one heading each.
  const main = page.getByRole('main');
  await expect(main).toContainText('WCAG 2.2');
  for (const name of ['O que testamos', 'Exceções conhecidas', 'Como relatar um problema'])
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(main).toContainText('alto contraste');
  // The engines and how they run: axe-core, IBM Equal Access with its WCAG 2.2 policy, 320 px.
  for (const text of ['axe-core', 'IBM Equal Access', 'WCAG_2_2', '320 px', 'Playwright'])
    await expect(main).toContainText(text);

  for (const [lng, title] of [
    ['en', 'Accessibility statement'],
    ['es', 'Declaración de accesibilidad'],
  ] as const) {
    await page.goto(`/acessibilidade?lng=${lng}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(firstPaint);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: title })).toBeVisible();
  }
});

test('the accessibility statement has no axe violations in every colour scheme', async ({
  page,
}) => {
  await page.goto('/acessibilidade');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Declaração de acessibilidade' }),
  ).toBeVisible(firstPaint);
  await expectAxeCleanInEveryScheme(page);
});
