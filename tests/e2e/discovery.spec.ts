import { expect, test, type Page } from './support/app-test';
import { EVERY_SCHEME_TIMEOUT, expectAxeCleanInEveryScheme } from './support/accessibility';
import { firstPaint } from './support/first-paint';
import { signInTo } from './support/patron-session';

// Each test opens the in-browser mock (10,000 titles) and the personal area: slow on a shared machine.
test.describe.configure({ timeout: 300_000 });

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu do Meu portal' });
const openFromMenu = async (page: Page, name: string) => {
  await menu(page).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(firstPaint);
};
const permanentList = (page: Page) =>
  page.getByRole('list', { name: 'Títulos da cesta permanente' });

test('leitor: check titles lists the last month’s titles, each linked and addable to the basket', async ({
  page,
}) => {
  await signInTo(page, '/meu-portal/consultar-titulos');
  await expect(page.getByRole('heading', { level: 1, name: 'Consultar títulos' })).toBeVisible(
    firstPaint,
  );
  await expect(page.getByText(/do último mês até hoje/)).toBeVisible();
  const list = page.getByRole('list', { name: 'Títulos do seu perfil de interesse' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const first = list.getByRole('listitem').first();
  await expect(first.getByRole('link')).toHaveAttribute('href', /^\/acervo\/\d+$/);
  await first.getByRole('button', { name: /^Adicionar à cesta:/ }).click();
  await expect(first.getByRole('button', { name: /^Tirar da cesta:/ })).toBeVisible();
});

test('leitor: removes a title from the permanent basket after confirming, filters by period, then sees totals', async ({
  page,
}) => {
  await signInTo(page, '/meu-portal/cesta-permanente');
  await expect(
    page.getByRole('heading', { level: 2, name: '3 títulos na cesta permanente' }),
  ).toBeVisible(firstPaint);
  const codeOfDomCasmurro = (
    (await permanentList(page).getByRole('link', { name: 'Dom Casmurro' }).getAttribute('href')) ??
    ''
  ).replace('/acervo/', '');

  await permanentList(page)
    .getByRole('button', { name: 'Remover da cesta permanente: A hora da estrela' })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Remover da cesta permanente' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Remover', exact: true }).click();
  await expect(
    page.getByText('“A hora da estrela” foi removido da cesta permanente.'),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: '2 títulos na cesta permanente' }),
  ).toBeFocused();
  await expect(permanentList(page).getByRole('link', { name: 'A hora da estrela' })).toHaveCount(0);

  // A period: the start after the end is refused next to its field, values kept.
  // The styled control lies over the native radio input, as in the basket spec.
  await page.getByRole('radio', { name: 'Incluídos em um período' }).check({ force: true });
  const start = page.getByLabel(/^Data inicial/);
  const end = page.getByLabel(/^Data final/);
  await start.fill('2026-11-30');
  await end.fill('2026-11-01');
  await page.getByRole('button', { name: 'Mostrar', exact: true }).click();
  await expect(start).toHaveAccessibleDescription(
    /A data inicial não pode ser posterior à data final\./,
  );
  await expect(start).toBeFocused();
  await start.fill('2026-11-01');
  await end.fill('2026-11-30');
  await page.getByRole('button', { name: 'Mostrar', exact: true }).click();
  await expect(page).toHaveURL(/tipo=periodo&de=2026-11-01&ate=2026-11-30/);
  await expect(
    page.getByRole('heading', { level: 2, name: '1 título na cesta permanente' }),
  ).toBeVisible();

  // Titles totals of Dom Casmurro for a period: start after end refused, then shown.
  await openFromMenu(page, 'Totais de títulos');
  const code = page.getByRole('textbox', { name: /^Código do título/ });
  await code.fill(codeOfDomCasmurro);
  const totalsStart = page.getByLabel(/^Data inicial/);
  await totalsStart.fill('2026-12-01');
  await page.getByLabel(/^Data final/).fill('2026-11-20');
  await page.getByRole('button', { name: 'Ver totais' }).click();
  await expect(totalsStart).toHaveAccessibleDescription(
    /A data inicial não pode ser posterior à data final\./,
  );
  await expect(totalsStart).toBeFocused();
  await expect(code).toHaveValue(codeOfDomCasmurro);
  await totalsStart.fill('2025-11-20');
  await page.getByRole('button', { name: 'Ver totais' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: /^Totais de Dom Casmurro/ }),
  ).toBeVisible();
  const summary = page.getByRole('definition').first();
  await expect(summary).toHaveText(/^\d+$/);
  await expect(page.getByText('Empréstimos').first()).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`acervo=${codeOfDomCasmurro}&de=2025-11-20&ate=2026-11-20`),
  );
});

test('fetch-totals: the totals’ error message with a retry', async ({ page }) => {
  await signInTo(page, '/meu-portal/totais-titulos', { scenario: 'fetch-totals' });
  await page.getByRole('textbox', { name: /^Código do título/ }).fill('7');
  await page.getByRole('button', { name: 'Ver totais' }).click();
  await expect(page.getByText('Erro ao buscar os totais.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
});

test('professor: a teaching-plan search with no field is refused with its message, then one is found', async ({
  page,
}) => {
  await signInTo(page, '/meu-portal/plano-ensino', { user: 'professor' });
  await expect(page.getByRole('heading', { level: 1, name: 'Plano de ensino' })).toBeVisible(
    firstPaint,
  );
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByText('Preencha ao menos um campo da pesquisa.')).toBeVisible();
  // A narrow search: the in-browser mock counts every plan title's loans, slow for a whole year.
  await page.getByRole('textbox', { name: 'Ano' }).fill('2026');
  await page.getByRole('textbox', { name: /^Período/ }).fill('1');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page).toHaveURL(/\/meu-portal\/plano-ensino\?ano=2026&periodo=1$/);
  await expect(
    page.getByRole('heading', { level: 2, name: /planos de ensino encontrados$/ }),
  ).toBeVisible(firstPaint);
  const plans = page.getByRole('list', { name: 'Planos de ensino encontrados' });
  await expect(plans.getByRole('link').first()).toHaveAttribute('href', /^\/acervo\/\d+$/);
  await expect(plans.getByText(/exemplares · \d+ empréstimos/).first()).toBeVisible();
  // The teacher's own plans come first, marked (the QA professor teaches the first course's
  // first-period subject).
  const first = plans.getByRole('listitem').first();
  await expect(first.getByText('Seu plano', { exact: true })).toBeVisible();
  await expect(first.getByText('Carlos Eduardo Martins')).toBeVisible();
});

test('novo: every screen’s empty state', async ({ page }) => {
  await signInTo(page, '/meu-portal/consultar-titulos', { user: 'novo' });
  await expect(
    page.getByText('Nenhum título do último mês combina com o seu perfil de interesse.'),
  ).toBeVisible(firstPaint);
  await openFromMenu(page, 'Cesta permanente');
  await expect(page.getByText('Sua cesta permanente está vazia.')).toBeVisible();
  await openFromMenu(page, 'Plano de ensino');
  await page.getByRole('textbox', { name: 'Ano' }).fill('1900');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByText('Nenhum plano de ensino corresponde à pesquisa.')).toBeVisible();
});

test('check titles and the permanent basket pass axe in every colour scheme', async ({ page }) => {
  // Five axe scans at each screen.
  test.setTimeout(EVERY_SCHEME_TIMEOUT);
  await signInTo(page, '/meu-portal/consultar-titulos');
  await expect(page.getByRole('list', { name: 'Títulos do seu perfil de interesse' })).toBeVisible(
    firstPaint,
  );
  await expectAxeCleanInEveryScheme(page);
  await openFromMenu(page, 'Cesta permanente');
  await expect(permanentList(page)).toBeVisible();
  await expectAxeCleanInEveryScheme(page);
});

test('titles totals and the teaching plan pass axe in every colour scheme', async ({ page }) => {
  test.setTimeout(EVERY_SCHEME_TIMEOUT);
  await signInTo(page, '/meu-portal/totais-titulos');
  await page.getByRole('textbox', { name: /^Código do título/ }).fill('7', firstPaint);
  await page.getByRole('button', { name: 'Ver totais' }).click();
  await expect(page.getByRole('definition').first()).toBeVisible();
  await expectAxeCleanInEveryScheme(page);
  await openFromMenu(page, 'Plano de ensino');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByText('Preencha ao menos um campo da pesquisa.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Ano' }).fill('2026');
  await page.getByRole('textbox', { name: /^Período/ }).fill('1');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByRole('list', { name: 'Planos de ensino encontrados' })).toBeVisible(
    firstPaint,
  );
  await expectAxeCleanInEveryScheme(page);
});
