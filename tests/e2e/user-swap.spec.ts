import { expect, test, type Page } from './support/app-test';
import { signIn } from './support/sign-in';
import { expectAxeClean } from './support/accessibility';
import { firstPaint } from './support/first-paint';

// Sign-ins and swaps against the in-browser mock are slow on a shared machine.
test.describe.configure({ timeout: 180_000 });

const usernameField = (page: Page) =>
  page.getByRole('textbox', { name: 'Matrícula do outro usuário' });
const passwordField = (page: Page) => page.getByLabel('Senha do outro usuário', { exact: true });
const swapButton = (page: Page) => page.getByRole('button', { name: 'Trocar usuário' });
const inUse = (page: Page, login: string) =>
  page.getByText(new RegExp(`Você está usando a conta ${login.replace('.', '\\.')} \\(`));

/** Opens the page from the personal area's menu, as a patron would. */
async function openFromMenu(page: Page) {
  await page
    .getByRole('navigation', { name: 'Menu do Meu portal' })
    .getByRole('link', { name: 'Trocar usuário' })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/meu-portal/troca-usuario');
  await expect(page.getByRole('heading', { level: 1, name: 'Trocar usuário' })).toBeVisible();
}

/** `varios` has two logins: the login page asks which one, the one typed is already chosen. */
async function signInAsVarios(page: Page) {
  await page.goto('/login?redirect=%2Fmeu-portal');
  await page.getByRole('textbox', { name: 'Matrícula' }).fill('varios', firstPaint);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('varios123');
  await page.getByRole('button', { name: 'Acessar' }).click();
  await expect(page.getByRole('heading', { name: 'Escolha a conta' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/meu-portal');
}

test('varios changes login inside the personal area, then swaps user back to the first login', async ({
  page,
}) => {
  await signInAsVarios(page);
  await openFromMenu(page);
  await expect(inUse(page, 'varios')).toBeVisible();

  // The change of login: the session goes on as the other login of the same person.
  const logins = page.getByRole('radiogroup', { name: 'Suas contas' });
  await expect(logins.getByRole('radio', { name: /varios\.pos/ })).toBeChecked();
  await expect(logins.getByRole('radio', { name: /varios \(em uso\)/ })).not.toBeChecked();
  const switched = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().includes('/api/pessoas/troca-login'),
  );
  await page.getByRole('button', { name: 'Mudar de conta' }).click();
  await switched;
  await expect(page).toHaveURL((url) => url.pathname === '/meu-portal');
  await expect(page.getByText('Agora você está usando a conta varios.pos')).toBeVisible();
  await openFromMenu(page);
  await expect(inUse(page, 'varios.pos')).toBeVisible();

  // The user swap: this session ends, the app signs in as the other user with its password.
  await usernameField(page).fill('varios');
  await passwordField(page).fill('varios123');
  const swapped = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      response.url().includes('/api/pessoas/meu-portal/troca-usuario'),
  );
  await swapButton(page).click();
  expect((await swapped).status()).toBe(200);
  await expect(page).toHaveURL((url) => url.pathname === '/meu-portal');
  await expect(page.getByText('Agora você está usando a conta varios (')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Conta e cesta' }).getByText('Olá, Juliana'),
  ).toBeVisible();
  // The home's figures load with the new session (the old one no longer works).
  await expect(page.getByRole('heading', { name: 'Empréstimos em andamento' })).toBeVisible();
  await expect(page.getByText('Não foi possível carregar esta informação.')).toHaveCount(0);
  await openFromMenu(page);
  await expect(inUse(page, 'varios')).toBeVisible();
});

test('leitor, keyboard only: every refusal shows next to its field and keeps what was typed; axe clean', async ({
  page,
}) => {
  await signIn(page, { redirect: '/meu-portal' });
  await openFromMenu(page);
  await expect(
    page.getByText('Você está usando a conta leitor (Ana Beatriz Souza Lima).'),
  ).toBeVisible();
  // leitor has a single login: no change of login is offered.
  await expect(page.getByRole('button', { name: 'Mudar de conta' })).toHaveCount(0);
  await expectAxeClean(page);

  // From the page's heading, Tab reaches the username field. (If the browser restarts the tab
  // order at the top, the way runs through the header and the personal-area menu's 34 entries.)
  await page.getByRole('heading', { level: 1, name: 'Trocar usuário' }).click();
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press('Tab');
    if (await usernameField(page).evaluate((el) => el === document.activeElement)) break;
  }
  await expect(usernameField(page)).toBeFocused();

  // Nothing typed: both fields say what they need; focus goes to the first.
  await page.keyboard.press('Enter');
  await expect(page.getByText('Informe o usuário para o qual deseja trocar.')).toBeVisible();
  await expect(page.getByText('Senha obrigatória!')).toBeVisible();
  await expect(usernameField(page)).toBeFocused();

  // The user in use.
  await page.keyboard.type('LEITOR');
  await page.keyboard.press('Tab');
  await expect(passwordField(page)).toBeFocused();
  await page.keyboard.type('leitor123');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Você já está usando este usuário.')).toBeVisible();

  // An unknown user: the sign-in as that user is refused, next to the password.
  await expect(usernameField(page)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('ninguem');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Matrícula ou senha incorretos')).toBeVisible();
  await expect(usernameField(page)).toHaveValue('ninguem');
  await expect(passwordField(page)).toHaveValue('leitor123');

  // Another person's account: the swap is refused (422), next to the username.
  await expect(passwordField(page)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(usernameField(page)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('professor');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('professor123');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Troca de usuário não permitida.')).toBeVisible();
  await expect(usernameField(page)).toHaveValue('professor');
  await expect(usernameField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(passwordField(page)).toHaveValue('professor123');
  // Refused before anything changed: still leitor.
  await expect(page).toHaveURL((url) => url.pathname === '/meu-portal/troca-usuario');
  await expect(
    page.getByRole('list', { name: 'Conta e cesta' }).getByText('Olá, Ana'),
  ).toBeVisible();
  await expectAxeClean(page);
});

test('a server failure of the swap shows the catalogue message and keeps the session', async ({
  page,
}) => {
  // QA scenario: the swap call answers 500 (spec section 8, generic handling).
  await page.goto('/?mock=createUserSwap:500');
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible(firstPaint);
  await signInAsVarios(page);
  await openFromMenu(page);
  await usernameField(page).fill('varios.pos');
  await passwordField(page).fill('varios123');
  await swapButton(page).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Ocorreu um erro inesperado. Tente novamente mais tarde.' }),
  ).toBeVisible();
  await expect(usernameField(page)).toHaveValue('varios.pos');
  await expect(passwordField(page)).toHaveValue('varios123');
  await expect(inUse(page, 'varios')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/meu-portal/troca-usuario');
});
