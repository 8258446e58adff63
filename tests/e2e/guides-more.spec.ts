import { expect, test, type Page } from './support/app-test';
import {
  expectAxeClean,
  EVERY_SCHEME_TIMEOUT,
  expectAxeCleanInEveryScheme,
} from './support/accessibility';

// The demo build seeds its in-browser mock before the app starts: give a loaded machine time.
test.describe.configure({ timeout: 300_000 });
const slowExpect = expect.configure({ timeout: 30_000 });
// The first catalogue search builds the in-browser mock's index: slow on a loaded machine.
const resultsExpect = expect.configure({ timeout: 120_000 });

const ready = (page: Page) =>
  expect(page.getByRole('heading', { level: 1, name: 'Pesquisar no acervo' })).toBeVisible({
    timeout: 120_000,
  });
const panel = (page: Page) => page.getByRole('tabpanel');
const results = (page: Page) => page.getByRole('region', { name: 'Resultados da pesquisa' });

/**
 * The three guides of issue 21 as the mock institution offers them, each with a search that has
 * results in the mock's catalogue and a lookup chosen by keyboard (mocks/README.md: B is the
 * library holding a copy, P the course whose bibliography cites the title).
 */
const guides = [
  {
    tab: 'Arquivo',
    slug: 'arquivo',
    option: 'Tipo de documento',
    defaultOption: 'Todos os documentos',
    submit: 'Pesquisar no arquivo',
    term: 'machado',
    lookup: { label: 'Biblioteca', typed: 'Central', option: 'Biblioteca Central' },
    filter: 'B:1',
  },
  {
    tab: 'Atos normativos',
    slug: 'atos-normativos',
    option: 'Tipo de ato',
    defaultOption: 'Todos os atos',
    submit: 'Pesquisar atos normativos',
    term: 'historia',
    lookup: {
      label: 'Biblioteca',
      typed: 'Educa',
      option: 'Biblioteca Setorial de Educação',
    },
    filter: 'B:3',
  },
  {
    tab: 'Jurisprudência',
    slug: 'jurisprudencia',
    option: 'Tribunal',
    defaultOption: 'Todos os tribunais',
    submit: 'Pesquisar jurisprudência',
    term: 'historia',
    lookup: { label: 'Curso', typed: 'Hist', option: 'História' },
    filter: 'P:104',
  },
];

/** Types into a lookup, waits for the server's answer to that text, then arrow and Enter. */
async function chooseByKeyboard(page: Page, lookup: (typeof guides)[number]['lookup']) {
  const field = panel(page).getByRole('combobox', { name: new RegExp(`^${lookup.label}`) });
  await field.focus();
  await page.keyboard.type(lookup.typed);
  await slowExpect(page.getByRole('listbox').getByRole('option').first()).toHaveText(lookup.option);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await slowExpect(field).toHaveValue(lookup.option);
}

test('each new guide searches with a keyboard-chosen lookup; its shared address restores the form', async ({
  page,
}) => {
  for (const guide of guides) {
    await page.goto(`/${guide.slug}`);
    await ready(page);
    await slowExpect(
      page.getByRole('tablist', { name: 'Guias de pesquisa' }).getByRole('tab', {
        name: guide.tab,
      }),
    ).toHaveAttribute('aria-selected', 'true');
    await slowExpect(
      panel(page).getByRole('button', { name: new RegExp(guide.option) }),
    ).toContainText(guide.defaultOption);

    // Required term: the message next to the field, focus on it, the lookup kept.
    await chooseByKeyboard(page, guide.lookup);
    await panel(page).getByRole('button', { name: guide.submit }).click();
    const term = panel(page).getByRole('searchbox', { name: /Termos da pesquisa/ });
    await slowExpect(panel(page).getByText('O campo acima é obrigatório.')).toBeVisible();
    await slowExpect(term).toBeFocused();
    await slowExpect(
      panel(page).getByRole('combobox', { name: new RegExp(`^${guide.lookup.label}`) }),
    ).toHaveValue(guide.lookup.option);
    if (guide.slug === 'arquivo') await expectAxeClean(page);

    await term.fill(guide.term);
    await page.keyboard.press('Enter');
    await resultsExpect(results(page).getByText(/^\d+ resultados? para/)).toBeVisible();
    await slowExpect(results(page).getByRole('listitem').first()).toBeVisible();
    const address = new URL(page.url());
    expect(address.pathname).toBe(`/${guide.slug}`);
    expect(address.searchParams.getAll('filtros')).toEqual([guide.filter]);

    // The shared address, opened anew: the form shows the term and the lookup's name again.
    await page.goto(address.toString());
    await ready(page);
    await slowExpect(
      panel(page).getByRole('searchbox', { name: /Termos da pesquisa/ }),
    ).toHaveValue(guide.term);
    await slowExpect(
      panel(page).getByRole('combobox', { name: new RegExp(`^${guide.lookup.label}`) }),
    ).toHaveValue(guide.lookup.option);
    await resultsExpect(results(page).getByText(/^\d+ resultados? para/)).toBeVisible();
  }
});

test('the three guide forms and their results pass axe in every colour scheme', async ({
  page,
}) => {
  // Five axe scans at each screen.
  test.setTimeout(EVERY_SCHEME_TIMEOUT);
  for (const guide of guides) {
    const rows = JSON.stringify([{ campo: 'livre', termo: guide.term, tipoTermo: 'livre' }]);
    const query = new URLSearchParams({ consulta: rows, pagina: '1', filtros: guide.filter });
    await page.goto(`/${guide.slug}?${query.toString()}`);
    await ready(page);
    await slowExpect(
      panel(page).getByRole('combobox', { name: new RegExp(`^${guide.lookup.label}`) }),
    ).toHaveValue(guide.lookup.option);
    await resultsExpect(results(page).getByText(/^\d+ resultados? para/)).toBeVisible();
    await expectAxeCleanInEveryScheme(page);
  }
});
