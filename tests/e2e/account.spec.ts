import { expect, test, type Page } from './support/app-test';
import { EVERY_SCHEME_TIMEOUT, expectAxeCleanInEveryScheme } from './support/accessibility';
import { firstPaint } from './support/first-paint';
import { signInTo, signOut } from './support/patron-session';

// Each test opens the in-browser mock (10,000 titles) and the personal area: slow on a shared machine.
test.describe.configure({ timeout: 300_000 });

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu do Meu portal' });
const field = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name });
const save = (page: Page) => page.getByRole('button', { name: 'Salvar dados' });

/** Sets the birth date in the browser's date field (an ISO day, `2001-04-23`). */
async function typeBirthDate(page: Page, isoDay: string) {
  await page.getByLabel('Data de nascimento').fill(isoDay);
}

/** Opens a screen of the personal area from its menu, without loading the app again. */
async function openFromMenu(page: Page, item: string) {
  await menu(page).getByRole('link', { name: item, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: item })).toBeVisible(firstPaint);
}

test('leitor edits personal data: each refusal next to its field with every value kept, then saved', async ({
  page,
}) => {
  await signInTo(page, '/meu-portal/dados-pessoais');
  await expect(page.getByRole('heading', { level: 1, name: 'Dados pessoais' })).toBeVisible(
    firstPaint,
  );
  await expect(field(page, /Logradouro e número/)).toHaveValue('Rua das Acácias, 120', firstPaint);
  await field(page, 'Profissão').fill('Bibliotecária');
  const cpf = field(page, /^CPF/);

  // A mistyped check digit: refused before anything is sent.
  await cpf.fill('52998224726');
  await save(page).click();
  await expect(page.getByText('CPF inválido: confira os números digitados.')).toBeVisible();
  await expect(cpf).toBeFocused();

  // Another person's CPF: the server's refusal, next to the CPF.
  await cpf.fill('11144477735');
  await save(page).click();
  await expect(page.getByText('Este CPF já está cadastrado para outra pessoa.')).toBeVisible();
  await expect(cpf).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Profissão')).toHaveValue('Bibliotecária');

  // A birth date in the future.
  await cpf.fill('52998224725');
  await typeBirthDate(page, '2099-01-01');
  await save(page).click();
  await expect(page.getByText('A data de nascimento não pode ser uma data futura.')).toBeVisible();
  await expect(field(page, 'Profissão')).toHaveValue('Bibliotecária');
  // Masked on screen; the contract's digits are sent.
  await expect(cpf).toHaveValue('529.982.247-25');

  await typeBirthDate(page, '2001-04-23');
  await save(page).click();
  await expect(page.getByText('Dados pessoais salvos.')).toBeVisible();
  // The name is the library's (read-only): the greeting stays the same.
  await expect(page.getByText('Olá, Ana', { exact: true })).toBeVisible();

  // Away and back within the app (a page load would reseed the in-browser mock): the data is
  // read again from the server and shows the saved job.
  await openFromMenu(page, 'Alterar senha');
  await openFromMenu(page, 'Dados pessoais');
  await expect(field(page, 'Profissão')).toHaveValue('Bibliotecária', firstPaint);

  // Privacy: erase what the browser keeps, after a confirmation; the patron is signed out.
  await openFromMenu(page, 'Privacidade e proteção de dados');
  await expect(page.getByRole('switch', { name: 'Receber e-mails da biblioteca' })).toBeChecked(
    firstPaint,
  );
  await page.evaluate(() => {
    localStorage.setItem('lng', 'pt');
  });
  await page.getByRole('button', { name: 'Apagar os dados deste navegador' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Apagar os dados deste navegador' });
  await dialog.getByRole('button', { name: 'Apagar e sair' }).click();
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible(firstPaint);
  // The sign-out may reload the page (SAML institutions): read the storage once it has settled.
  await expect
    .poll(async () => {
      try {
        return await page.evaluate(() =>
          ['cesta', 'acessibilidade', 'lng'].filter((key) => localStorage.getItem(key) !== null),
        );
      } catch {
        return ['page still loading'];
      }
    }, firstPaint)
    .toEqual([]);
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible(firstPaint);
});

test('leitor changes the password, refused first for a wrong current one, then signs in with the new one', async ({
  page,
}) => {
  await signInTo(page, '/meu-portal/senha');
  await expect(page.getByRole('heading', { level: 1, name: 'Alterar senha' })).toBeVisible(
    firstPaint,
  );
  const current = page.getByLabel('Senha atual');
  await current.fill('errada123');
  await page.getByLabel('Nova senha', { exact: true }).fill('Leitura#2026');
  await page.getByLabel('Confirme a nova senha').fill('Leitura#2026');
  await expect(page.locator('[data-rule="diffCase"]')).toHaveAttribute('data-met', 'true');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('A senha atual está incorreta.')).toBeVisible();
  await expect(current).toBeFocused();
  await expect(page.getByLabel('Nova senha', { exact: true })).toHaveValue('Leitura#2026');

  await current.fill('leitor123');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha alterada. Use a nova senha no próximo acesso.')).toBeVisible();

  await signOut(page);
  await page.getByRole('link', { name: 'Entrar' }).click();
  await page.getByRole('textbox', { name: 'Matrícula' }).fill('leitor', firstPaint);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('Leitura#2026');
  await page.getByRole('button', { name: 'Acessar' }).click();
  await expect(page.getByText('Olá, Ana', { exact: true })).toBeVisible(firstPaint);
});

test('app-access-not-configured: the app area says automatic access is not configured', async ({
  page,
}) => {
  await signInTo(page, '/meu-portal/app', { scenario: 'app-access-not-configured' });
  await expect(
    page.getByText('O acesso automático ao aplicativo não está configurado para esta instituição.'),
  ).toBeVisible(firstPaint);
  // The rest of the area still works.
  await page.getByRole('button', { name: 'Gerar link de acesso' }).click();
  await expect(page.getByRole('link', { name: /Abrir o Meu portal por este link/ })).toBeVisible();
});

test('the account screens and forms, with errors showing, pass axe in every colour scheme', async ({
  page,
}) => {
  // Five axe scans at each screen.
  test.setTimeout(EVERY_SCHEME_TIMEOUT);
  await signInTo(page, '/meu-portal/app');
  await expect(page.getByRole('link', { name: /Abrir o aplicativo já conectado/ })).toBeVisible(
    firstPaint,
  );
  await page.getByRole('button', { name: 'Gerar link de acesso' }).click();
  await expect(page.getByRole('link', { name: /Abrir o Meu portal por este link/ })).toBeVisible();
  await expectAxeCleanInEveryScheme(page);

  // Within the app, without loading it again.
  await page.locator('header a[href="/meu-portal"]').first().click();
  await openFromMenu(page, 'Dados pessoais');
  await field(page, /Bairro/).fill('', firstPaint);
  await field(page, /^CPF/).fill('123');
  await save(page).click();
  await expect(page.getByText('Preencha o campo Bairro.')).toBeVisible();
  await expect(page.getByText('CPF inválido: confira os números digitados.')).toBeVisible();
  await expectAxeCleanInEveryScheme(page);

  await openFromMenu(page, 'Alterar senha');
  await page.getByLabel('Nova senha', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Preencha a senha atual!')).toBeVisible();
  await expectAxeCleanInEveryScheme(page);

  await openFromMenu(page, 'Postagem de trabalhos');
  await expectAxeCleanInEveryScheme(page);

  await openFromMenu(page, 'Privacidade e proteção de dados');
  await expect(page.getByRole('switch', { name: 'Receber e-mails da biblioteca' })).toBeVisible(
    firstPaint,
  );
  await expectAxeCleanInEveryScheme(page);
  await expectAxeCleanInEveryScheme(page, {
    dialog: async () => {
      await page.getByRole('button', { name: 'Apagar os dados deste navegador' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
    },
  });
});
