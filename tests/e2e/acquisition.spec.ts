import { expect, test, type Page } from './support/app-test';
import { EVERY_SCHEME_TIMEOUT, expectAxeCleanInEveryScheme } from './support/accessibility';
import { firstPaint } from './support/first-paint';
import { signInTo, type QaAccount } from './support/patron-session';

// Each test opens the in-browser mock (10,000 titles) and the personal area: slow on a shared machine.
test.describe.configure({ timeout: 300_000 });

// leitor's suggestions (mocks/db/seed/patron-services.ts): nine, two of them "in quote"; three
// became purchase orders (awaiting delivery, partially attended, attended).
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu do Meu portal' });
const suggestions = (page: Page) => page.getByRole('list', { name: 'Suas sugestões de aquisição' });

async function open(page: Page, path: string, heading: string, user: QaAccount = 'leitor') {
  await signInTo(page, `/meu-portal/aquisicao/${path}`, { user });
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(firstPaint);
}

test('leitor filters the suggestions by status, then walks the Acquisition group: orders, databases, statistics', async ({
  page,
}) => {
  await open(page, 'sugestoes', 'Consulta de sugestões de aquisição');
  await expect(suggestions(page).getByRole('listitem')).toHaveCount(9);

  // The filter is folded until asked for.
  await page.getByRole('button', { name: 'Filtrar sugestões' }).click();
  await page.getByRole('button', { name: /Situação$/ }).click();
  await page.getByRole('option', { name: 'Em cotação' }).click();
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page).toHaveURL(/situacao=em_cotacao/);
  await expect(suggestions(page).getByRole('listitem')).toHaveCount(2);
  await expect(
    suggestions(page).getByRole('heading', { name: 'Clean architecture' }),
  ).toBeVisible();
  await expect(
    suggestions(page).getByRole('heading', { name: 'Formação da literatura brasileira' }),
  ).toBeVisible();

  // The menu lists the Acquisition pages in its "Aquisição" section.
  const group = menu(page).getByRole('list', { name: 'Aquisição' });
  await group.getByRole('link', { name: 'Pedidos de compra' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos de compra' })).toBeVisible();
  const orders = page.getByRole('list', { name: 'Seus pedidos de compra' });
  await expect(orders.getByRole('heading', { name: /^Pedido nº/ })).toHaveCount(3);
  await expect(orders.getByText('Pedido nº 93304')).toBeVisible();

  await group.getByRole('link', { name: 'Bases de dados' }).click();
  const databases = page.getByRole('list', { name: 'Bases de dados de pesquisa' });
  await expect(databases.getByRole('heading', { name: 'Portal de Periódicos' })).toBeVisible();
  await expect(
    databases.getByRole('link', { name: 'Acessar Portal de Periódicos (abre em nova aba)' }),
  ).toHaveAttribute('target', '_blank');

  // Statistics: the chart's bar values and the table beside it give the same figures.
  await group.getByRole('link', { name: 'Estatísticas' }).click();
  const chart = page.getByRole('img', { name: 'Suas sugestões por situação' });
  await expect(chart).toBeVisible();
  const table = page.getByRole('table', { name: 'Suas sugestões por situação' });
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const tableValues = await rows.locator('td').allInnerTexts();
  await expect(chart.locator('.ct-bar-value')).toHaveCount(tableValues.length);
  // A chart on its side (labels too wide for columns) draws its first category at the top,
  // which chartist draws last.
  const drawn = await chart.locator('.ct-bar-value').allTextContents();
  const onItsSide = (await chart.getAttribute('data-layout')) === 'rows';
  expect(onItsSide ? drawn.reverse() : drawn).toEqual(tableValues);
  const total = tableValues.reduce((sum, value) => sum + Number(value), 0);
  expect(total).toBe(9);
  await expect(page.getByText('9 sugestões no total.')).toBeVisible();
});

test('fetch-suggestions shows its message with a retry', async ({ page }) => {
  await signInTo(page, '/meu-portal/aquisicao/sugestoes', { scenario: 'fetch-suggestions' });
  await expect(page.getByText('Erro ao buscar sugestões')).toBeVisible(firstPaint);
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
});

test('fetch-statistics shows its message with a retry', async ({ page }) => {
  await signInTo(page, '/meu-portal/aquisicao/estatisticas', { scenario: 'fetch-statistics' });
  await expect(page.getByText('Erro ao buscar estatísticas')).toBeVisible(firstPaint);
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
});

test('novo: every Acquisition page says it has nothing yet', async ({ page }) => {
  await open(page, 'sugestoes', 'Consulta de sugestões de aquisição', 'novo');
  await expect(page.getByText('Você ainda não fez sugestões de aquisição.')).toBeVisible();
  const group = menu(page).getByRole('list', { name: 'Aquisição' });
  await group.getByRole('link', { name: 'Pedidos de compra' }).click();
  await expect(
    page.getByText('Nenhuma das suas sugestões virou pedido de compra até agora.'),
  ).toBeVisible();
  await group.getByRole('link', { name: 'Estatísticas' }).click();
  await expect(page.getByText('Você ainda não tem sugestões para contar.')).toBeVisible();
});

test('axe: the four Acquisition pages in every colour scheme', async ({ page }) => {
  // Five axe scans at each screen.
  test.setTimeout(EVERY_SCHEME_TIMEOUT);
  await open(page, 'sugestoes', 'Consulta de sugestões de aquisição');
  await expect(suggestions(page).getByRole('listitem')).toHaveCount(9);
  await expectAxeCleanInEveryScheme(page);
  const group = menu(page).getByRole('list', { name: 'Aquisição' });
  for (const [link, ready] of [
    ['Pedidos de compra', 'Seus pedidos de compra'],
    ['Bases de dados', 'Bases de dados de pesquisa'],
  ] as const) {
    await group.getByRole('link', { name: link }).click();
    await expect(page.getByRole('list', { name: ready })).toBeVisible();
    await expectAxeCleanInEveryScheme(page);
  }
  await group.getByRole('link', { name: 'Estatísticas' }).click();
  await expect(page.getByRole('img', { name: 'Suas sugestões por situação' })).toBeVisible();
  // Chartist has drawn (a bar is a stroked line: attached, but of no width for Playwright).
  await expect(page.locator('.ct-bar-value').first()).toBeVisible();
  await expectAxeCleanInEveryScheme(page);
});
