import { expect, test, type Page } from './support/app-test';
import { titleTabs, type TitleTab } from '../../src/config/paths';
import { expectAxeClean } from './support/accessibility';

// The demo build seeds its in-browser mock (10,000 titles) on every load; on a busy machine the
// first paint of a page can take well beyond the default 15 s.
const loaded = { timeout: 60_000 };
test.describe.configure({ timeout: 120_000 });

/** Opens `url` and waits for the page's main heading. */
async function open(page: Page, url: string, heading: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(loaded);
}

const tabList = (page: Page) => page.getByRole('tablist', { name: 'Detalhes do título' });
const tabPanel = (page: Page) => page.getByRole('tabpanel');

/** What each tab of Dom Casmurro (cod_acervo 7 in the mock) shows, opened by its address. */
const expectedInTab: Record<TitleTab, (page: Page) => Promise<void>> = {
  referencia: (page) => expect(tabPanel(page)).toContainText('ASSIS, Machado de. Dom Casmurro.'),
  marc: (page) =>
    expect(tabPanel(page).getByRole('table', { name: 'MARC' })).toContainText(
      '$a Dom Casmurro / $c Machado de Assis.',
    ),
  exemplares: (page) =>
    expect(tabPanel(page).getByRole('grid', { name: 'Exemplares' })).toContainText(
      'Biblioteca Central',
    ),
  'dublin-core': (page) =>
    expect(tabPanel(page).getByRole('table', { name: 'Dublin Core' })).toContainText('dc.creator'),
  reserva: (page) =>
    expect(tabPanel(page)).toContainText('Para reservar este título, entre com seu usuário.'),
  'solicitacao-emprestimo': (page) =>
    expect(tabPanel(page)).toContainText('Para solicitar o empréstimo deste título'),
  'colecao-kardex': (page) => expect(tabPanel(page)).toContainText('não é um periódico'),
  sumarios: (page) => expect(tabPanel(page)).toContainText('Não há sumários de fascículos'),
  'sumarios-livros': (page) =>
    expect(tabPanel(page)).toContainText('Estudo sobre romance brasileiro'),
  'dados-estatisticos': (page) =>
    expect(
      tabPanel(page).getByRole('table', { name: 'Uso do título em 2026, por mês' }),
    ).toContainText('janeiro'),
  'acervo-fechado': (page) =>
    expect(tabPanel(page).getByRole('table', { name: 'Acervo fechado' })).toContainText('100025'),
};

test('the title page shows Dom Casmurro, its copies, and passes axe', async ({ page }) => {
  await open(page, '/acervo/7', 'Dom Casmurro');
  await expect(page).toHaveTitle('Dom Casmurro · Catálogo on-line · UFX');
  await expect(page.getByText('Assis, Machado de, 1839-1908').first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Capa de Dom Casmurro' })).toBeVisible();
  await expect(tabList(page).getByRole('tab', { name: 'Exemplares' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectedInTab.exemplares(page);
  await expectAxeClean(page);
});

for (const tab of titleTabs) {
  test(`the ${tab} tab opens by its address`, async ({ page }) => {
    await open(page, `/acervo/7/${tab}`, 'Dom Casmurro');
    await expect(tabList(page).getByRole('tab', { selected: true })).toHaveAttribute(
      'href',
      `/acervo/7/${tab}`,
    );
    await expectedInTab[tab](page);
  });
}

test('tabs are reachable by keyboard: arrows move, Enter opens, Back returns', async ({ page }) => {
  await open(page, '/acervo/7/referencia', 'Dom Casmurro');
  await expectedInTab.referencia(page);
  await tabList(page).getByRole('tab', { name: 'Referência' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabList(page).getByRole('tab', { name: 'MARC' })).toBeFocused();
  await expect(page).toHaveURL(/\/acervo\/7\/referencia$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/acervo\/7\/marc$/);
  await expectedInTab.marc(page);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/acervo\/7\/dublin-core$/);
  await expectedInTab['dublin-core'](page);
  await page.goBack();
  await expect(page).toHaveURL(/\/acervo\/7\/marc$/);
  await expectedInTab.marc(page);
  await expectAxeClean(page);
});

test('an unknown title says so and leads back to the search', async ({ page }) => {
  await open(page, '/acervo/999999', 'Título não encontrado');
  await page.getByRole('link', { name: 'Voltar à pesquisa' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the authority page and its MARC view link to each other and pass axe', async ({ page }) => {
  await open(page, '/autoridade/1', 'Assis, Machado de, 1839-1908');
  await expect(page.getByText('Machado de Assis, Joaquim Maria, 1839-1908')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Registro' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectAxeClean(page);

  await page.getByRole('link', { name: 'MARC', exact: true }).click();
  await expect(page).toHaveURL(/\/autoridade\/1\/marc$/);
  await expect(page.getByRole('table', { name: 'MARC' })).toContainText('$a Assis, Machado de,');
  await expectAxeClean(page);
  await page.getByRole('link', { name: 'Registro' }).click();
  await expect(page).toHaveURL(/\/autoridade\/1$/);

  await page.getByRole('link', { name: 'Dom Casmurro' }).click();
  await expect(page).toHaveURL(/\/autoridade\/846$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dom Casmurro' })).toBeVisible();
});

test('the basket keeps titles across reloads; remove and clear work', async ({ page }) => {
  // Five page loads of the demo build, each seeding the in-browser mock.
  test.setTimeout(300_000);
  await open(page, '/cesta', 'Cesta');
  await expect(page.getByText(/Sua cesta está vazia/)).toBeVisible();

  await open(page, '/acervo/7', 'Dom Casmurro');
  await page.getByRole('button', { name: 'Adicionar à cesta' }).click();
  await expect(page.getByRole('button', { name: 'Remover da cesta' })).toBeVisible();
  await open(page, '/acervo/8', 'Esaú e Jacó');
  await page.getByRole('button', { name: 'Adicionar à cesta' }).click();
  await page.getByRole('link', { name: 'Ver cesta (2)' }).click();
  await expect(page).toHaveURL(/\/cesta$/);
  const list = page.getByRole('list', { name: 'Cesta', exact: true });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('link', { name: 'Dom Casmurro' })).toBeVisible();
  await expectAxeClean(page);

  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(2, loaded);

  await page.getByRole('button', { name: 'Remover Dom Casmurro da cesta' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(1, loaded);

  await page.getByRole('button', { name: 'Esvaziar cesta' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Esvaziar a cesta' });
  await expect(dialog).toBeVisible();
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Esvaziar' }).click();
  await expect(page.getByText(/Sua cesta está vazia/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/Sua cesta está vazia/)).toBeVisible(loaded);
  await expectAxeClean(page);
});
