import { expect, test, type Page } from './support/app-test';
import { expectAxeClean } from './support/accessibility';
import { signIn } from './support/sign-in';

const loginAt = (page: Page, redirect = '/acervo/7') =>
  page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
const usernameField = (page: Page) => page.getByRole('textbox', { name: 'Matrícula' });
const passwordField = (page: Page) => page.getByLabel('Senha', { exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Acessar' });

// Sign-ins against the in-browser mock are slow on a shared machine.
test.describe.configure({ timeout: 120_000 });

/** Picks a radio from the keyboard (react-aria's hidden input is not a pointer target). */
async function choose(page: Page, name: string | RegExp) {
  await page.getByRole('radio', { name }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name })).toBeChecked();
}

async function attempt(page: Page, user: string, password: string) {
  await usernameField(page).fill(user);
  await passwordField(page).fill(password);
  await submit(page).click();
}

test('leitor signs in and lands on the redirect, greeted in the header', async ({ page }) => {
  await signIn(page, { redirect: '/acervo/7' });
  await expect(page.getByText('Olá, Ana', { exact: true })).toBeVisible();
});

test.describe('each QA error account explains itself and keeps what was typed', () => {
  for (const [user, message] of [
    ['bloqueado', /Senha bloqueada por excesso de tentativas/],
    ['limite', /Muitas tentativas consecutivas/],
    ['erro500', /Ocorreu um erro inesperado/],
    ['invalido', /Sua matrícula está vencida/],
  ] as const) {
    test(user, async ({ page }) => {
      await loginAt(page);
      await attempt(page, user, 'qualquer');
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      await expect(usernameField(page)).toHaveValue(user);
      await expect(passwordField(page)).toHaveValue('qualquer');
      await expect(page).toHaveURL(/\/login/);
    });
  }
});

test('wrong password: "Matrícula ou senha incorretos", then blocked after five', async ({
  page,
}) => {
  await loginAt(page);
  await attempt(page, 'leitor', 'errada');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Matrícula ou senha incorretos' }),
  ).toBeVisible();
  for (let i = 2; i <= 5; i++) {
    await submit(page).click();
    await expect(submit(page)).toBeEnabled();
  }
  const blocked = page.getByRole('alert').filter({ hasText: /Senha bloqueada/ });
  await expect(blocked).toBeVisible();
  await expect(blocked.getByRole('button', { name: 'Esqueci minha senha' })).toBeVisible();
  await passwordField(page).fill('leitor123');
  await submit(page).click();
  await expect(blocked).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('empty fields are checked in the browser', async ({ page }) => {
  await loginAt(page);
  await submit(page).click();
  await expect(page.getByText('Preencha todos os campos para fazer login!')).toBeVisible();
  await expect(page.getByText('O usuário é obrigatório!')).toBeVisible();
  await expect(page.getByText('Senha obrigatória!')).toBeVisible();
  await expect(usernameField(page)).toBeFocused();
});

test('varios chooses the account, the switch runs, then the redirect opens', async ({ page }) => {
  const switched = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().includes('/api/pessoas/troca-login'),
  );
  await loginAt(page);
  await attempt(page, 'varios', 'varios123');
  await expect(page.getByRole('heading', { name: 'Escolha a conta' })).toBeVisible();
  await choose(page, /varios\.pos/);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await switched;
  await expect(page).toHaveURL((url) => url.pathname === '/acervo/7');
  await expect(page.getByText('Olá, Juliana', { exact: true })).toBeVisible();
});

test('"direct to" the personal area', async ({ page }) => {
  await loginAt(page, '/');
  await choose(page, 'Área pessoal');
  await attempt(page, 'professor', 'professor123');
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/meu-portal'));
});

test('Voltar returns to the redirect target without signing in', async ({ page }) => {
  await loginAt(page, '/cesta');
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/cesta');
});

test('keyboard only: tab to the fields, type, press Enter', async ({ page }) => {
  await loginAt(page, '/acervo/7');
  // The start-up loader can take long on a shared machine.
  await expect(usernameField(page)).toBeVisible({ timeout: 60_000 });
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if (await usernameField(page).evaluate((el) => el === document.activeElement)) break;
  }
  await expect(usernameField(page)).toBeFocused();
  await page.keyboard.type('leitor');
  await page.keyboard.press('Tab');
  await expect(passwordField(page)).toBeFocused();
  await page.keyboard.type('leitor123');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/acervo/7');
});

test('axe finds no violations on the login page, with the notice open and with an error', async ({
  page,
}) => {
  await loginAt(page);
  await expect(usernameField(page)).toBeVisible({ timeout: 60_000 });
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Aviso da instituição' }).click();
  await attempt(page, 'leitor', 'errada');
  await expect(page.getByRole('alert').filter({ hasText: 'incorretos' })).toBeVisible();
  await expectAxeClean(page);
});
