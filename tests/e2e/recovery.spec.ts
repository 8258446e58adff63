import { expect, test, type Page } from './support/app-test';
import { expectAxeClean } from './support/accessibility';
import { firstPaint } from './support/first-paint';

// Several steps against the in-browser mock (seeded on every load) on a shared machine.
test.describe.configure({ timeout: 180_000 });

/**
 * The verification codes the mock sends, read from its console log
 * (`[mock] recovery code for <login>: <code>`, also shown in the QA panel).
 */
function watchCodes(page: Page) {
  const codes = new Map<string, string[]>();
  page.on('console', (message) => {
    const found = /recovery code for (\S+): (\S+)/.exec(message.text());
    if (found) codes.set(found[1]!, [...(codes.get(found[1]!) ?? []), found[2]!]);
  });
  /** The `nth` code sent to `login` (1 = the first), once it has been logged. */
  return async (login: string, nth = 1) => {
    await expect.poll(() => codes.get(login)?.length ?? 0).toBeGreaterThanOrEqual(nth);
    return codes.get(login)![nth - 1]!;
  };
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const userField = (page: Page) => page.getByRole('textbox', { name: /Matrícula|CPF/ });
const codeField = (page: Page) => page.getByRole('textbox', { name: 'Código de verificação' });
const newPassword = (page: Page) => page.getByRole('textbox', { name: 'Nova senha', exact: true });
const confirmation = (page: Page) =>
  page.getByRole('textbox', { name: 'Confirme a nova senha', exact: true });

async function openRecovery(page: Page, query = '') {
  await page.goto(`/login${query}`);
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click(firstPaint);
  await expect(stepHeading(page, 'Identifique-se')).toBeFocused();
}

async function startFor(page: Page, login: string) {
  await userField(page).fill(login);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(stepHeading(page, 'Código de verificação')).toBeVisible();
}

test('bloqueado recovers with the keyboard only, then signs in with the new password', async ({
  page,
}) => {
  const codeFor = watchCodes(page);
  await page.goto('/login');
  // The blocked account's alert offers the recovery.
  await userField(page).fill('bloqueado');
  await page.getByLabel('Senha', { exact: true }).fill('qualquer');
  await page.keyboard.press('Enter');
  const blocked = page.getByRole('alert').filter({ hasText: 'Senha bloqueada' });
  await blocked.getByRole('button', { name: 'Esqueci minha senha' }).focus();
  await page.keyboard.press('Enter');

  // Step 1: the step's heading has the focus; Tab reaches the user code.
  await expect(stepHeading(page, 'Identifique-se')).toBeFocused();
  await expect(page.getByText('Passo 1 de 3')).toBeVisible();
  await page.keyboard.press('Enter');
  await expectAxeClean(page);
  await page.keyboard.press('Tab');
  await expect(userField(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(userField(page)).toHaveAccessibleDescription('Preencha o código de usuário!');
  await expectAxeClean(page);
  await page.keyboard.type(' bloqueado ');
  await page.keyboard.press('Enter');

  // Step 2: where the code went and until when; it is checked once complete.
  await expect(stepHeading(page, 'Código de verificação')).toBeFocused();
  await expect(page.getByText(/Pedro Henrique Ramos.*p\*\*\*@/)).toBeVisible();
  await expect(page.getByText(/O código vale até \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expectAxeClean(page);
  await page.keyboard.press('Tab');
  await expect(codeField(page)).toBeFocused();
  await page.keyboard.type(await codeFor('bloqueado'));

  // Step 3: the rules the server answered, live.
  await expect(stepHeading(page, 'Nova senha')).toBeFocused();
  await expect(page.getByText('Passo 3 de 3')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(newPassword(page)).toBeFocused();
  await page.keyboard.type('ramos1');
  const rule = (id: string) => page.locator(`[data-rule="${id}"]`);
  await expect(rule('hasNumbers')).toHaveAttribute('data-met', 'true');
  await expect(rule('diffName')).toHaveAttribute('data-met', 'false');
  await expect(rule('length')).toHaveAttribute('data-met', 'false');
  await expect(rule('lastPasswords')).toContainText('últimas 3 senhas');
  await page.keyboard.press('Enter');
  await expect(newPassword(page)).toHaveAccessibleDescription(
    /A senha não atende a todos os critérios!/,
  );
  await expect(newPassword(page)).toBeFocused();
  await expectAxeClean(page);

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('  Livro#2026 ');
  for (const id of ['length', 'hasNumbers', 'specialChar', 'diffCase', 'diffName'])
    await expect(rule(id)).toHaveAttribute('data-met', 'true');
  await confirmation(page).focus();
  await page.keyboard.type('Livro#2025');
  await page.keyboard.press('Enter');
  await expect(confirmation(page)).toHaveAccessibleDescription('As senhas não conferem!');
  await expect(newPassword(page)).toHaveValue('  Livro#2026 ');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Livro#2026');
  await page.keyboard.press('Enter');

  // Back to the login, told so; the trimmed password signs in and the block is gone.
  await expect(page.getByText('Senha alterada com sucesso! Entre com a nova senha.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso' })).toBeVisible();
  await expectAxeClean(page);
  await userField(page).fill('bloqueado');
  await page.getByLabel('Senha', { exact: true }).fill('Livro#2026');
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByText('Olá, Pedro', { exact: true })).toBeVisible();
});

test('a wrong code keeps what was typed and offers "resend code"; the new code works', async ({
  page,
}) => {
  const codeFor = watchCodes(page);
  await openRecovery(page);
  await startFor(page, 'leitor');
  const first = await codeFor('leitor');
  await expect(page.getByRole('button', { name: 'Reenviar código' })).toHaveCount(0);
  const wrong = first === '000000' ? '111111' : '000000';
  await codeField(page).fill(wrong);
  await expect(codeField(page)).toHaveAccessibleDescription(/Código de verificação inválido\./);
  await expect(codeField(page)).toHaveValue(wrong);
  await expectAxeClean(page);

  await page.getByRole('button', { name: 'Reenviar código' }).click();
  await expect(page.getByText(/Enviamos um novo código para a\*\*\*@/)).toBeVisible();
  await expect(codeField(page)).toBeFocused();
  await expect(codeField(page)).toHaveValue('');
  await codeField(page).fill(await codeFor('leitor', 2));
  await expect(stepHeading(page, 'Nova senha')).toBeVisible();
  await expectAxeClean(page);
});

test('an expired code says so; "resend code" sends one that works', async ({ page }) => {
  const codeFor = watchCodes(page);
  // validateRecoveryCode:422=CODIGO_EXPIRADO*1: the first check finds the code expired.
  await openRecovery(page, '?mockScenario=recovery-expired-code');
  await startFor(page, 'leitor');
  await codeField(page).fill(await codeFor('leitor'));
  await expect(codeField(page)).toHaveAccessibleDescription(/O código de verificação expirou/);
  await page.getByRole('button', { name: 'Reenviar código' }).click();
  await expect(page.getByText(/Enviamos um novo código/)).toBeVisible();
  await codeField(page).fill(await codeFor('leitor', 2));
  await expect(stepHeading(page, 'Nova senha')).toBeVisible();
});

test('with the captcha of activity 1120 (ify) the check is asked for and sent', async ({
  page,
}) => {
  const codeFor = watchCodes(page);
  // ify's own settings hide "forgot password" (it needs authentication mode 2, encryption 4).
  const settings = encodeURIComponent(
    JSON.stringify({ modo_autenticacao: 2, modo_criptografia: 4 }),
  );
  await openRecovery(page, `?mockProfile=ify&mockInstitution=${settings}`);
  await userField(page).fill('leitor');
  await page.getByRole('button', { name: 'Enviar código' }).click();
  const check = page.getByRole('checkbox', { name: 'Não sou um robô' });
  await expect(check).toHaveAccessibleDescription('Faça a verificação do Captcha!');
  await expect(check).toBeFocused();
  await expectAxeClean(page);

  const request = page.waitForRequest(/\/recuperar-senha\?recaptcha_token=captcha-ok/);
  await page.keyboard.press('Space');
  await expect(check).toBeChecked();
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await request;
  await expect(stepHeading(page, 'Código de verificação')).toBeVisible();
  await codeField(page).fill(await codeFor('leitor'));
  await expect(stepHeading(page, 'Nova senha')).toBeVisible();
});
