import { expect, test, type Page } from './support/app-test';
import { expectAxeClean } from './support/accessibility';

// The demo build seeds its in-browser mock before the app starts: give a loaded machine time.
test.describe.configure({ timeout: 240_000 });
const slowExpect = expect.configure({ timeout: 30_000 });
// The first catalogue search builds the in-browser mock's index: slow on a loaded machine.
const resultsExpect = expect.configure({ timeout: 120_000 });

/** After a navigation: the app has started and the home page is on screen. */
const ready = (page: Page) =>
  expect(page.getByRole('heading', { level: 1, name: 'Pesquisar no acervo' })).toBeVisible({
    timeout: 120_000,
  });

const panel = (page: Page) => page.getByRole('tabpanel');
const tabs = (page: Page) => page.getByRole('tablist', { name: 'Guias de pesquisa' });
const NETWORK_DOWN =
  'O serviço da rede de bibliotecas está indisponível no momento. Tente novamente mais tarde.';

/** Each guide of this work: its tab, its slug and a control only its form has. */
const guides = [
  {
    tab: 'Índices',
    slug: 'indices',
    control: (page: Page) => panel(page).getByRole('searchbox', { name: /Palavra inicial/ }),
  },
  {
    tab: 'Autoridades',
    slug: 'autoridades',
    control: (page: Page) => panel(page).getByRole('button', { name: /Tipo de autoridade/ }),
  },
  {
    tab: 'Catálogo da rede',
    slug: 'rede',
    control: (page: Page) => page.getByRole('group', { name: 'Instituições da rede' }),
  },
  {
    tab: 'Outros repositórios',
    slug: 'repositorios',
    control: (page: Page) => panel(page).getByRole('searchbox', { name: /Pesquisar por/ }),
  },
  {
    tab: 'Novas aquisições',
    slug: 'novas-aquisicoes',
    control: (page: Page) => panel(page).getByRole('searchbox', { name: /Pesquisar por/ }),
  },
];

test('each guide opens by its tab, is accessible, and opens by its URL', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  for (const guide of guides) {
    await tabs(page).getByRole('tab', { name: guide.tab }).click();
    await slowExpect(page).toHaveURL(new RegExp(`/${guide.slug}$`));
    await slowExpect(guide.control(page)).toBeVisible();
    await expectAxeClean(page);
  }
  for (const guide of guides.slice(0, 3)) {
    await page.goto(`/${guide.slug}`);
    await ready(page);
    await slowExpect(tabs(page).getByRole('tab', { name: guide.tab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await slowExpect(guide.control(page)).toBeVisible();
  }
});

test('an index browse lists headings with counts; a heading opens its titles; reload and Back', async ({
  page,
}) => {
  await page.goto('/indices');
  await ready(page);
  await panel(page).getByRole('button', { name: 'Consultar índice' }).click();
  await slowExpect(panel(page).getByText('O campo acima é obrigatório.')).toBeVisible();

  await panel(page)
    .getByRole('button', { name: /Índice/ })
    .click();
  await page.getByRole('option', { name: 'Autor' }).click();
  await panel(page)
    .getByRole('searchbox', { name: /Palavra inicial/ })
    .fill('machado');
  await panel(page).getByRole('button', { name: 'Consultar índice' }).click();
  await slowExpect(page).toHaveURL(/indice=autor&palavra=machado&pagina=1/);
  const region = page.getByRole('region', { name: 'Entradas do índice' });
  await slowExpect(
    region.getByText(/entradas a partir de "machado" no índice de Autor/),
  ).toBeVisible();
  const first = region.getByRole('listitem').first();
  await slowExpect(first.getByText(/^\d+ títulos?$/)).toBeVisible();
  const heading = (await first.getByRole('link').textContent()) ?? '';
  expect(heading).toMatch(/^Machado/);

  await first.getByRole('link').click();
  await resultsExpect(page.getByText(/^\d+ resultados? para/)).toBeVisible();
  await slowExpect(page.getByText(`Títulos de "${heading}" (Autor)`)).toBeVisible();
  await slowExpect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();

  await page.reload();
  await ready(page);
  await slowExpect(page.getByText(`Títulos de "${heading}" (Autor)`)).toBeVisible();
  await resultsExpect(page.getByText(/^\d+ resultados? para/)).toBeVisible();

  await page.goBack();
  await slowExpect(page.getByRole('region', { name: 'Entradas do índice' })).toBeVisible();
  await slowExpect(panel(page).getByRole('searchbox', { name: /Palavra inicial/ })).toHaveValue(
    'machado',
  );
});

test('an authority search opens the authority page, and from there its titles', async ({
  page,
}) => {
  await page.goto('/autoridades');
  await ready(page);
  await panel(page)
    .getByRole('button', { name: /Tipo de autoridade/ })
    .click();
  await slowExpect(page.getByRole('listbox').getByRole('option')).toHaveCount(13);
  await page.getByRole('option', { name: 'Autores - Pessoas' }).click();
  await panel(page).getByRole('searchbox', { name: /Termo/ }).fill('machado');
  await panel(page).getByRole('button', { name: 'Pesquisar autoridades' }).click();
  const region = page.getByRole('region', { name: 'Autoridades encontradas' });
  await slowExpect(region.getByText(/autoridades? para "machado"/)).toBeVisible();
  await expectAxeClean(page);

  const link = region.getByRole('listitem').first().getByRole('link');
  const heading = (await link.textContent()) ?? '';
  await link.click();
  await slowExpect(page).toHaveURL(/\/autoridade\/\d+$/);
  await slowExpect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.getByRole('link', { name: /Pesquisar os títulos desta autoridade/ }).click();
  await resultsExpect(page.getByText(/^[1-9]\d* resultados? para/)).toBeVisible();
});

test('a network search shows where each record is held and opens a network title', async ({
  page,
}) => {
  await page.goto('/rede');
  await ready(page);
  const institutions = page.getByRole('group', { name: 'Instituições da rede' });
  await institutions.getByText('Universidade Estadual do Vale (UEV)').click();
  await slowExpect(
    institutions.getByRole('checkbox', { name: /Universidade Estadual do Vale/ }),
  ).toBeChecked();
  await panel(page)
    .getByRole('searchbox', { name: /Pesquisar por/ })
    .fill('brasil');
  await panel(page).getByRole('button', { name: 'Pesquisar', exact: true }).click();
  await slowExpect(page).toHaveURL(/filtros=Z%3A2/);
  const region = page.getByRole('region', { name: 'Resultados no catálogo da rede' });
  await slowExpect(region.getByText(/^\d+ resultados? para "brasil"/)).toBeVisible();
  const first = region.locator('li:has(h3)').first();
  await slowExpect(first.getByText('Universidade Estadual do Vale')).toBeVisible();
  await slowExpect(region.getByRole('group', { name: 'Instituição' })).toBeVisible();
  await slowExpect(region.getByRole('group', { name: 'Tipo de obra' })).toBeVisible();
  await expectAxeClean(page);

  await first.getByRole('heading', { level: 3 }).getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await slowExpect(
    dialog.getByRole('link', { name: /Ver no catálogo de Universidade Estadual do Vale/ }),
  ).toBeVisible();
  await expectAxeClean(page);
  await page.keyboard.press('Escape');
  await slowExpect(dialog).toBeHidden();
});

test('the network service being down is a warning; the local catalogue keeps searching', async ({
  page,
}) => {
  await page.goto('/rede?mockScenario=network-catalogue-500');
  await ready(page);
  await slowExpect(page.getByText(NETWORK_DOWN).first()).toBeVisible();
  await panel(page)
    .getByRole('searchbox', { name: /Pesquisar por/ })
    .fill('brasil');
  await panel(page).getByRole('button', { name: 'Pesquisar', exact: true }).click();
  const region = page.getByRole('region', { name: 'Resultados no catálogo da rede' });
  await slowExpect(region.getByText(NETWORK_DOWN)).toBeVisible();

  await tabs(page).getByRole('tab', { name: 'Pesquisa geral' }).click();
  // The panels change at transition priority: type only once the general guide's panel is the
  // one on screen, not into the network panel it replaces.
  const general = page.getByRole('tabpanel', { name: 'Pesquisa geral' });
  await slowExpect(general).toBeVisible();
  await general.getByRole('searchbox', { name: /Pesquisar por/ }).fill('brasil');
  await general.getByRole('button', { name: 'Pesquisar', exact: true }).click();
  await resultsExpect(page.getByText(/^[1-9]\d* resultados? para "brasil"/)).toBeVisible();
});

test('the index guide works with the keyboard alone', async ({ page }) => {
  await page.goto('/indices');
  await ready(page);
  const select = panel(page).getByRole('button', { name: /Índice/ });
  await select.focus();
  await page.keyboard.press('Enter');
  await slowExpect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await slowExpect(select).toContainText('Autor');
  // The popover gives focus back to the trigger only once it has closed; a Tab before that
  // lands inside the closing list, so wait for the hand-back a keyboard user would see.
  await slowExpect(page.getByRole('listbox')).toBeHidden();
  await slowExpect(select).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel(page).getByRole('searchbox', { name: /Palavra inicial/ })).toBeFocused();
  await page.keyboard.type('assis');
  await page.keyboard.press('Enter');
  await slowExpect(page).toHaveURL(/indice=autor&palavra=assis/);
  const region = page.getByRole('region', { name: 'Entradas do índice' });
  const link = region.getByRole('listitem').first().getByRole('link');
  await slowExpect(link).toBeVisible();
  // Tab from the form to the first heading of the index, then open it.
  for (let i = 0; i < 10 && !(await link.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await resultsExpect(page.getByText(/^\d+ resultados? para/)).toBeVisible();
});
