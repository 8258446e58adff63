import { expect, test, type Page } from './support/app-test';
import { expectAxeCleanInEveryScheme } from './support/accessibility';
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

test("at a desktop's 1280 × 800 the first result's title starts within the first 300 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?termo=machado');
  await expect(resultCount(page)).toBeVisible(firstPaint);
  const first = page.locator('ol h3').first();
  await expect(first).toBeVisible();
  const box = await first.boundingBox();
  expect(box, 'the first result is drawn').not.toBeNull();
  expect(box!.y).toBeLessThanOrEqual(300);
  // What the slim search leaves one press away is still there: the full form and its guides.
  await page.getByRole('button', { name: 'Refinar pesquisa' }).click();
  await expect(page.getByRole('tablist', { name: 'Guias de pesquisa' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: /Pesquisar por/ })).toHaveValue('machado');
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
  // Issue 39: under the site's header, a slim search and the count's line, the first title
  // starts within the first 400 px.
  expect(box!.y).toBeLessThanOrEqual(400);

  // On a phone the display, the sort and the facets wait behind one button.
  await page.getByRole('button', { name: /^Filtros e ordenação/ }).click();
  const panel = page.getByRole('region', { name: 'Filtros e ordenação' });
  await expect(panel.getByRole('radiogroup', { name: 'Exibição' })).toBeVisible();
  await expect(panel.getByRole('button', { name: /Ordenar por/ })).toBeVisible();
  await expect(panel.getByText('Trabalho de conclusão de curso')).toBeVisible();
  // Every value's count starts on its label's first line, to the right of it, even for the
  // longest ("Trabalho de conclusão de curso"). A value's label ends with its label text and
  // its count, the last two of its spans.
  const rows = await panel.locator('label:has(input[type="checkbox"])').evaluateAll((labels) =>
    labels.map((label) => {
      const [text, count] = [...label.children]
        .filter((child) => child.tagName === 'SPAN')
        .slice(-2)
        .map((span) => span.getBoundingClientRect());
      return {
        value: label.textContent ?? '',
        sameLine: Math.abs(count!.top - text!.top) < 4 && count!.left > text!.left,
      };
    }),
  );
  expect(rows.length).toBeGreaterThan(5);
  expect(rows.filter((row) => !row.sameLine)).toEqual([]);
  // The phone's layout, with the refine panel open, in the five colour schemes.
  await expectAxeCleanInEveryScheme(page);
});

test('on a phone, a title’s copies are cards of label and value, clean under axe in every scheme', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/acervo/7');
  await expect(page.getByRole('heading', { level: 1, name: 'Dom Casmurro' })).toBeVisible(
    firstPaint,
  );
  const copies = page.getByRole('list', { name: 'Exemplares' });
  await expect(copies.getByRole('listitem')).toHaveCount(3);
  const first = copies.getByRole('listitem').first();
  await expect(first.getByRole('term').first()).toHaveText('Biblioteca');
  // Nothing scrolls sideways: the page is as wide as the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    phone.width,
  );
  await expectAxeCleanInEveryScheme(page);
});

test('on a title page, the availability line and the primary action are on the first screen, phone and desktop', async ({
  page,
}) => {
  // Issue 39: where the book is and what to do with it come before the long record.
  for (const viewport of [phone, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    // Of mice and men: every copy out, so the action is the hold.
    await page.goto('/acervo/155');
    await expect(page.getByRole('heading', { level: 1, name: 'Of mice and men' })).toBeVisible(
      firstPaint,
    );
    const block = page.getByRole('region', { name: 'Disponibilidade' });
    const line = block.getByRole('listitem').first();
    const action = block.getByRole('link', { name: 'Reservar' });
    await expect(line).toBeVisible();
    await expect(action).toBeVisible();
    for (const target of [line, action]) {
      const box = await target.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(viewport.height);
    }
  }
});
