import { expect, test, type Page } from './support/app-test';
import { expectAxeCleanInEveryScheme } from './support/accessibility';
import { firstPaint } from './support/first-paint';
import { signInTo, type QaAccount } from './support/patron-session';

// Each test opens the in-browser mock (10,000 titles) and the personal area: slow on a shared machine.
test.describe.configure({ timeout: 300_000 });

// leitor's profile (mocks/README.md): an area, an author (Machado de Assis) and a subject;
// periodicals Nature and Science; work types Livro and Tese.
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu do Meu portal' });
const pastValidity = 'A validade não pode ser anterior a hoje.';

async function openAreas(page: Page, user: QaAccount = 'leitor') {
  await signInTo(page, '/meu-portal/areas-interesse', { user });
  await expect(page.getByRole('heading', { level: 1, name: 'Áreas de interesse' })).toBeVisible(
    firstPaint,
  );
}

/** Opens Interest profile from the menu, without loading the app again. */
async function openProfileFromMenu(page: Page) {
  await menu(page).getByRole('link', { name: 'Perfil de interesse', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil de interesse' })).toBeVisible(
    firstPaint,
  );
}

/** Searches authors for a term on the Areas of interest screen. */
async function searchAuthors(page: Page, term: string) {
  const search = page.getByRole('search', { name: 'Pesquisar áreas, autores ou assuntos' });
  await search.getByRole('button', { name: /Tipo/ }).click();
  await page.getByRole('option', { name: 'Autor', exact: true }).click();
  await search.getByRole('textbox', { name: /Termo de pesquisa/ }).fill(term);
  await search.getByRole('button', { name: 'Pesquisar' }).click();
}

test('leitor adds an author: a past validity is refused next to the field with the date kept, then the author is listed', async ({
  page,
}) => {
  await openAreas(page);
  const authors = page.getByRole('list', { name: 'Autores' });
  await expect(authors.getByText('Assis, Machado de')).toBeVisible(firstPaint);

  await searchAuthors(page, 'Lispector');
  const form = page.getByRole('form', { name: 'Adicionar os itens marcados' });
  const validity = form.getByLabel(/^Válido até/);
  const add = form.getByRole('button', { name: 'Adicionar ao perfil' });

  // Nothing ticked: said next to the found items.
  await add.click();
  await expect(form.getByText('Marque ao menos um item para adicionar.')).toBeVisible();

  await form.getByRole('checkbox', { name: /Lispector, Clarice/ }).check({ force: true });
  await validity.fill('2020-01-01');
  await add.click();
  await expect(validity).toHaveAccessibleDescription(new RegExp(pastValidity));
  await expect(validity).toBeFocused();
  await expect(validity).toHaveValue('2020-01-01');
  await expect(form.getByRole('checkbox', { name: /Lispector, Clarice/ })).toBeChecked();

  await validity.fill('2027-12-31');
  await add.click();
  await expect(page.getByText('1 interesse adicionado ao seu perfil.')).toBeVisible();
  await expect(authors.getByText('Lispector, Clarice')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Autores (2)' })).toBeVisible();

  // A kind's validity (collapsed until asked for): a past date refused next to its field, then changed.
  await page.getByRole('button', { name: 'Alterar a validade dos assuntos' }).click();
  const subjects = page.getByRole('form', { name: 'Alterar a validade dos assuntos' });
  const subjectsValidity = subjects.getByLabel(/^Nova validade de todos os assuntos/);
  await subjectsValidity.fill('2021-05-05');
  await subjects.getByRole('button', { name: 'Alterar validade dos assuntos' }).click();
  await expect(subjectsValidity).toHaveAccessibleDescription(new RegExp(pastValidity));
  await expect(subjectsValidity).toHaveValue('2021-05-05');
  await subjectsValidity.fill('2028-03-01');
  await subjects.getByRole('button', { name: 'Alterar validade dos assuntos' }).click();
  await expect(page.getByText('Assuntos válidos até 01/03/2028.')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Assuntos' }).getByText('Válido até 01/03/2028'),
  ).toBeVisible();

  // Removal after a confirmation.
  await authors.getByRole('button', { name: 'Remover: Lispector, Clarice' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remover interesse' });
  await dialog.getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByText('“Lispector, Clarice” removido do seu perfil.')).toBeVisible();
  await expect(authors.getByText('Lispector, Clarice')).toHaveCount(0);
});

test('leitor saves a periodical only once an alert type is chosen, and changes a work type', async ({
  page,
}) => {
  await openAreas(page);
  await openProfileFromMenu(page);
  const periodicals = page.getByRole('list', { name: 'Seus periódicos' });
  await expect(periodicals.getByText('Nature', { exact: true })).toBeVisible();

  const search = page.getByRole('search', { name: 'Pesquisar periódicos' });
  await search.getByRole('textbox', { name: /Título ou ISSN/ }).fill('Lancet');
  await search.getByRole('button', { name: 'Pesquisar periódicos' }).click();
  const form = page.getByRole('form', { name: 'Adicionar os periódicos marcados' });
  await form.getByRole('checkbox', { name: /The Lancet/ }).check({ force: true });
  await form.getByRole('checkbox', { name: 'Biblioteca Central' }).check({ force: true });
  await form.getByRole('button', { name: 'Adicionar periódicos' }).click();
  await expect(form.getByText('Selecione ao menos um tipo de alerta.')).toBeVisible();
  await expect(form.getByRole('checkbox', { name: 'Novo fascículo' })).toBeFocused();
  await expect(periodicals.getByText('The Lancet')).toHaveCount(0);

  await form.getByRole('checkbox', { name: 'Novo artigo' }).check({ force: true });
  await form.getByRole('button', { name: 'Adicionar periódicos' }).click();
  await expect(page.getByText('1 periódico adicionado ao seu perfil.')).toBeVisible();
  await expect(periodicals.getByText('The Lancet')).toBeVisible();

  // Work type Tese: a language and a library more.
  const workTypes = page.getByRole('list', { name: 'Seus tipos de obra' });
  await workTypes.getByRole('button', { name: 'Alterar: Tese' }).click();
  const edit = page.getByRole('form', { name: 'Alterar: Tese' });
  await edit.getByRole('checkbox', { name: 'Inglês' }).check({ force: true });
  await edit
    .getByRole('checkbox', { name: 'Biblioteca Setorial de Educação' })
    .check({ force: true });
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('“Tese” alterado.')).toBeVisible();
  const tese = workTypes.getByRole('listitem').filter({ hasText: 'Tese' });
  await expect(tese.getByText('Idiomas: Português, Inglês')).toBeVisible();
  await expect(
    tese.getByText('Bibliotecas: Biblioteca Central, Biblioteca Setorial de Educação'),
  ).toBeVisible();
});

test('novo has no interests: each list says so', async ({ page }) => {
  await openAreas(page, 'novo');
  await expect(
    page.getByText(
      'Você não tem áreas do conhecimento, autores ou assuntos no seu perfil de interesse.',
    ),
  ).toBeVisible(firstPaint);
  await openProfileFromMenu(page);
  await expect(page.getByText('Você não tem periódicos no seu perfil de interesse.')).toBeVisible(
    firstPaint,
  );
  await expect(
    page.getByText('Você não tem tipos de obra no seu perfil de interesse.'),
  ).toBeVisible();
});

test('both screens pass axe with their field errors in every colour scheme', async ({ page }) => {
  await openAreas(page);
  await expect(page.getByRole('list', { name: 'Autores' })).toBeVisible(firstPaint);
  await searchAuthors(page, 'Lispector');
  const form = page.getByRole('form', { name: 'Adicionar os itens marcados' });
  await form.getByLabel(/^Válido até/).fill('2020-01-01');
  await form.getByRole('button', { name: 'Adicionar ao perfil' }).click();
  await expect(form.getByText(pastValidity)).toBeVisible();
  await expect(form.getByText('Marque ao menos um item para adicionar.')).toBeVisible();
  await expectAxeCleanInEveryScheme(page);

  await openProfileFromMenu(page);
  await expect(page.getByRole('list', { name: 'Seus periódicos' })).toBeVisible(firstPaint);
  await page
    .getByRole('list', { name: 'Seus tipos de obra' })
    .getByRole('button', { name: 'Alterar: Livro' })
    .click();
  const edit = page.getByRole('form', { name: 'Alterar: Livro' });
  await edit.getByLabel(/^Válido até/).fill('2020-01-01');
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(edit.getByText(pastValidity)).toBeVisible();
  // The form to add work types is folded while the profile has some (issue 39).
  await page.getByRole('button', { name: 'Adicionar tipos de obra', expanded: false }).click();
  const add = page.getByRole('form', { name: 'Adicionar tipos de obra' });
  await add.getByRole('button', { name: 'Adicionar tipos de obra' }).click();
  await expect(add.getByText('Marque ao menos um tipo de obra para adicionar.')).toBeVisible();
  await expectAxeCleanInEveryScheme(page);
});
