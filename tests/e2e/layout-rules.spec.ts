import { expect, test, type Page } from '@playwright/test';
import { firstPaint } from './support/first-paint';
import { signInTo } from './support/patron-session';

// Layout rules a patron would notice, stated where a rule can be (issue 23); the screenshots in
// layout-screenshots.spec.ts pin the rest. The covers' batches and default image are checked in
// results-extras.spec.ts.

test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 60_000 });

const phone = { width: 390, height: 844 };
const resultCount = (page: Page) => page.getByText(/^\d+ resultados? para/);

async function expectOneH1(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

test('every main page has exactly one h1, which names the page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Pesquisar no acervo' })).toBeVisible(
    firstPaint,
  );
  await expectOneH1(page);

  await page.getByRole('searchbox', { name: /Pesquisar por/ }).fill('machado');
  await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
  await expect(resultCount(page)).toBeVisible(firstPaint);
  await expectOneH1(page);

  const firstTitle = page.locator('ol h3 a').first();
  const name = (await firstTitle.textContent())?.trim() ?? '';
  await firstTitle.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectOneH1(page);

  await page
    .getByRole('link', { name: /^Cesta/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cesta' })).toBeVisible();
  await expectOneH1(page);

  await signInTo(page, '/meu-portal');
  await expect(page.getByRole('heading', { level: 1, name: 'Meu portal' })).toBeVisible(firstPaint);
  await expectOneH1(page);
});

test('on a phone, the first result is on the first screen and a facet keeps its count on its line', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/?termo=machado');
  await expect(resultCount(page)).toBeVisible(firstPaint);
  const first = page.getByRole('list').locator('h3').first();
  await expect(first).toBeVisible();
  const box = await first.boundingBox();
  expect(box, 'the first result is drawn').not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(phone.height);

  await page.getByRole('button', { name: /^Filtros/ }).click();
  const option = page.getByRole('checkbox').first();
  await expect(option).toBeAttached();
  // The label and its count share the first line: the count's box starts on the label's line.
  const parts = page.locator('label').filter({ has: option }).first().locator(':scope > span');
  // The Checkbox draws its box, then the value's label, then its count.
  await expect(parts.nth(2)).toHaveText(/\d/);
  const [label, count] = await Promise.all([
    parts.nth(1).boundingBox(),
    parts.nth(2).boundingBox(),
  ]);
  expect(label && count, 'label and count are drawn').toBeTruthy();
  expect(Math.abs(count!.y - label!.y)).toBeLessThan(4);
  expect(count!.x).toBeGreaterThan(label!.x);
});
