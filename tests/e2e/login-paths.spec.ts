import { expect, test, type Locator, type Page } from './support/app-test';
import { expectAxeClean } from './support/accessibility';
import { firstPaint } from './support/first-paint';

/**
 * Every login path other than the one-step password login of `ufx` (tests/e2e/login.spec.ts):
 * the two-step login of `ify` with its category selector, duplicate-person selector and captcha,
 * the OIDC and SAML round trips, the modal and the embedded login. Each is completed from the
 * keyboard only (Tab, typing, Space, Enter, arrows), and axe checks every step.
 */

// Sign-ins against the in-browser mock are slow on a shared machine.
test.describe.configure({ timeout: 180_000 });

const ify = (path: string) => `${path}${path.includes('?') ? '&' : '?'}mockProfile=ify`;
const loginAt = (redirect: string, profile: 'ufx' | 'ify' = 'ufx') => {
  const path = `/login?redirect=${encodeURIComponent(redirect)}`;
  return profile === 'ify' ? ify(path) : path;
};

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has the focus: the keyboard's way to reach it. */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < 80; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** Checks a checkbox or radio from the keyboard. */
async function tick(page: Page, target: Locator, { backwards = false } = {}) {
  await tabTo(page, target, { backwards });
  await page.keyboard.press('Space');
  await expect(target).toBeChecked();
}

const ifyUsername = (scope: Page | Locator) =>
  scope.getByRole('textbox', { name: 'CPF ou matrícula' });
const password = (scope: Page | Locator) => scope.getByLabel('Senha', { exact: true });
const captcha = (scope: Page | Locator) => scope.getByRole('checkbox', { name: /Não sou um robô/ });
const nextButton = (scope: Page | Locator) => scope.getByRole('button', { name: 'Avançar' });

/** Step 1 of `ify` from the keyboard: the username, then Enter ("Avançar"). */
async function ifyStepOne(page: Page, user: string, scope: Page | Locator = page) {
  await typeInto(page, ifyUsername(scope), user);
  await page.keyboard.press('Enter');
}

/** Step 2 of `ify` from the keyboard: password, captcha, then Enter on the primary button. */
async function ifyStepTwo(page: Page, secret: string, scope: Page | Locator = page) {
  await expect(password(scope)).toBeFocused();
  await page.keyboard.type(secret);
  await tick(page, captcha(scope));
  await tabTo(page, scope.getByRole('button', { name: 'Entrar' }));
  await page.keyboard.press('Enter');
}

test.describe('two-step login (ify)', () => {
  test('leitor: step 1, step 2 with category and captcha, lands on the redirect', async ({
    page,
  }) => {
    await page.goto(loginAt('/acervo/7', 'ify'));
    await expect(ifyUsername(page)).toBeVisible(firstPaint);
    // Step 1: only the username, a labelled back arrow and "Avançar".
    await expect(page.getByRole('button', { name: 'Voltar' })).toBeVisible();
    await expect(nextButton(page)).toBeVisible();
    await expect(password(page)).toHaveCount(0);
    await expectAxeClean(page);

    // Empty username: refused in the browser.
    await tabTo(page, nextButton(page));
    await page.keyboard.press('Enter');
    await expect(page.getByText('O usuário é obrigatório!')).toBeVisible();
    await expect(ifyUsername(page)).toBeFocused();

    await page.keyboard.type('leitor');
    await page.keyboard.press('Enter');
    await expect(password(page)).toBeFocused();
    await expect(page.getByRole('button', { name: /Categoria/ })).toContainText(
      'Aluno de graduação',
    );
    await expect(page.getByRole('group', { name: /Verificação de segurança/ })).toBeVisible();
    await expectAxeClean(page);

    // The captcha is required: Enter without it shows the message next to the widget.
    await page.keyboard.type('leitor123');
    await page.keyboard.press('Enter');
    await expect(
      page
        .getByRole('group', { name: /Verificação de segurança/ })
        .getByText('Faça a verificação do Captcha!'),
    ).toBeVisible();
    await expect(password(page)).toHaveValue('leitor123');
    await tick(page, captcha(page));
    await tabTo(page, page.getByRole('button', { name: 'Entrar' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/acervo/7');
    await expect(page.getByText('Olá, Ana', { exact: true })).toBeVisible();
  });

  test('professor picks the category Professor with the keyboard', async ({ page }) => {
    await page.goto(loginAt('/acervo/7', 'ify'));
    await expect(ifyUsername(page)).toBeVisible(firstPaint);
    await ifyStepOne(page, 'professor');
    await expect(password(page)).toBeFocused();
    await page.keyboard.type('professor123');
    await tabTo(page, page.getByRole('button', { name: /Categoria/ }), { backwards: true });
    await page.keyboard.press('Enter');
    const option = page.getByRole('option', { name: 'Professor' });
    await expect(page.getByRole('listbox')).toBeVisible();
    const optionFocused = async () =>
      (await isFocused(option)) || (await option.getAttribute('data-focused')) !== null;
    for (let i = 0; i < 20 && !(await optionFocused()); i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /Categoria/ })).toContainText('Professor');
    await tick(page, captcha(page));
    await tabTo(page, page.getByRole('button', { name: 'Entrar' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/acervo/7');
    await expect(page.getByText('Olá, Carlos', { exact: true })).toBeVisible();
  });

  test('duplicado picks a person from the selector, then signs in as that person', async ({
    page,
  }) => {
    await page.goto(loginAt('/acervo/7', 'ify'));
    await expect(ifyUsername(page)).toBeVisible(firstPaint);
    await ifyStepOne(page, 'duplicado');
    const people = page.getByRole('radiogroup', { name: /Pessoa/ });
    await expect(people).toBeVisible();
    await expect(people.getByRole('radio')).toHaveCount(2);
    await expectAxeClean(page);
    await ifyStepTwo(page, 'duplicado123');
    await expect(people.getByText('Selecione uma pessoa!')).toBeVisible();
    await expectAxeClean(page);
    // Shift+Tab enters a radio group with nothing checked at its last radio.
    await tick(page, people.getByRole('radio', { name: /Silva Filho/ }), { backwards: true });
    // The captcha was used by nothing yet (the person check stopped the submit).
    await tabTo(page, page.getByRole('button', { name: 'Entrar' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/acervo/7');
    await expect(page.getByText('Olá, José')).toBeVisible();
  });

  test('OIDC: an address with @ goes to the identity provider and comes back signed in', async ({
    page,
  }) => {
    await page.goto(loginAt('/acervo/7', 'ify'));
    await expect(ifyUsername(page)).toBeVisible(firstPaint);
    const validated = page.waitForRequest((request) => request.url().includes('/oidc/validar'));
    await ifyStepOne(page, 'leitor@ify.example.org');
    await validated;
    await expect(page).toHaveURL((url) => url.pathname === '/acervo/7');
    await expect(page.getByText('Olá, Ana', { exact: true })).toBeVisible();
  });

  test('OIDC: a refusal is shown once on the next load of the login', async ({ page }) => {
    await page.goto(loginAt('/acervo/7', 'ify'));
    await expect(ifyUsername(page)).toBeVisible(firstPaint);
    await ifyStepOne(page, 'semcpf@ify.example.org');
    const message = page.getByRole('alert').filter({ hasText: 'Usuário sem CPF cadastrado' });
    await expect(message).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expectAxeClean(page);
    await page.reload();
    await expect(ifyUsername(page)).toBeVisible(firstPaint);
    await expect(message).toHaveCount(0);
  });

  test('OIDC on and no @: the password step follows', async ({ page }) => {
    await page.goto(loginAt('/', 'ify'));
    await expect(ifyUsername(page)).toBeVisible(firstPaint);
    await ifyStepOne(page, 'novo');
    await expect(password(page)).toBeFocused();
    // The arrow goes back to step 1, keeping the username.
    await tabTo(page, page.getByRole('button', { name: 'Voltar e alterar o usuário' }), {
      backwards: true,
    });
    await page.keyboard.press('Enter');
    await expect(ifyUsername(page)).toHaveValue('novo');
    await expect(ifyUsername(page)).toBeFocused();
  });
});

test('account chooser (varios) passes axe and is completed from the keyboard', async ({ page }) => {
  await page.goto(loginAt('/acervo/7'));
  const username = page.getByRole('textbox', { name: 'Matrícula' });
  await expect(username).toBeVisible(firstPaint);
  await typeInto(page, username, 'varios');
  await page.keyboard.press('Tab');
  await page.keyboard.type('varios123');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Escolha a conta' })).toBeVisible();
  await expectAxeClean(page);
  await tabTo(page, page.getByRole('radio', { checked: true }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /varios\.pos/ })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continuar' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/acervo/7');
  await expect(page.getByText('Olá, Juliana', { exact: true })).toBeVisible();
});

test('SAML: the institutional login button goes round the identity provider and back', async ({
  page,
}) => {
  await page.goto(loginAt('/acervo/7'));
  const saml = page.getByRole('button', { name: 'Acesso institucional' });
  await tabTo(page, saml);
  const validated = page.waitForRequest((request) => request.url().includes('/saml/validar'));
  await page.keyboard.press('Enter');
  await validated;
  await expect(page).toHaveURL((url) => url.pathname === '/acervo/7');
  await expect(page.getByText('Olá, Ana', { exact: true })).toBeVisible();
});

test.describe('the modal "Acesso" on the loan-request tab', () => {
  test('ufx (activity 107): closes after login and the tab updates', async ({ page }) => {
    await page.goto('/acervo/7/solicitacao-emprestimo');
    const open = page.getByRole('button', { name: 'Entrar nesta página' });
    await expect(open).toBeVisible(firstPaint);
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Acesso' });
    await expect(dialog).toBeVisible();
    await expectAxeClean(page);
    await typeInto(page, dialog.getByRole('textbox', { name: 'Matrícula' }), 'leitor');
    await page.keyboard.press('Tab');
    await page.keyboard.type('leitor123');
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Olá, Ana', { exact: true })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/acervo/7/solicitacao-emprestimo');
    await expect(open).toHaveCount(0);
  });

  test('ify (no activity 107): the modal keeps the form after the login', async ({ page }) => {
    await page.goto(ify('/acervo/7/solicitacao-emprestimo'));
    const open = page.getByRole('button', { name: 'Entrar nesta página' });
    await expect(open).toBeVisible(firstPaint);
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Acesso' });
    await expect(dialog).toBeVisible();
    await ifyStepOne(page, 'leitor', dialog);
    await ifyStepTwo(page, 'leitor123', dialog);
    await expect(dialog.getByText('Login realizado com sucesso.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(page.getByText('Olá, Ana', { exact: true })).toBeVisible();
    await expectAxeClean(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});

test('the login embedded in the hold tab signs in without leaving the page', async ({ page }) => {
  await page.goto('/acervo/7/reserva');
  const embedded = page.getByRole('region', { name: 'Entre para continuar' });
  await expect(embedded).toBeVisible(firstPaint);
  await expectAxeClean(page);
  await typeInto(page, embedded.getByRole('textbox', { name: 'Matrícula' }), 'leitor');
  await page.keyboard.press('Tab');
  await page.keyboard.type('leitor123');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Olá, Ana', { exact: true })).toBeVisible();
  await expect(embedded).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === '/acervo/7/reserva');
});

test('a redirect naming a publisher base opens its access address in a new tab', async ({
  page,
  context,
}) => {
  // The base's address is outside the app: answer it locally instead of reaching the network.
  await context.route('https://bv.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Biblioteca Virtual</title>' }),
  );
  await page.goto('/login?redirect=biblioteca-virtual');
  const username = page.getByRole('textbox', { name: 'Matrícula' });
  await expect(username).toBeVisible(firstPaint);
  await typeInto(page, username, 'leitor');
  await page.keyboard.press('Tab');
  await page.keyboard.type('leitor123');
  const popup = context.waitForEvent('page');
  await page.keyboard.press('Enter');
  const tab = await popup;
  await expect(tab).toHaveURL(/^https:\/\/bv\.example\.com\/login\?token=/);
  await expect(page.getByText('Olá, Ana', { exact: true })).toBeVisible();
});
