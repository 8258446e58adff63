import { expect, test, type Page } from './support/app-test';
import {
  expectAxeClean,
  EVERY_SCHEME_TIMEOUT,
  expectAxeCleanInEveryScheme,
} from './support/accessibility';
import { signInTo } from './support/patron-session';
import { firstPaint } from './support/first-paint';

// Each test opens the in-browser mock (10,000 titles) and the personal area: slow on a shared machine.
test.describe.configure({ timeout: 300_000 });

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu do Meu portal' });
const slipButton = (page: Page) =>
  page.getByRole('button', { name: 'Gerar boleto (GRU) de R$ 4,50 para Biblioteca Central' });
/** The detail of a term in a debt or suspension (`<dt>` then `<dd>`). */
const detail = (scope: ReturnType<Page['getByRole']>, term: string) =>
  scope.locator('dt', { hasText: term }).locator('+ dd');

test('leitor sees the open debt at the Biblioteca Central in reais and opens its payment slip', async ({
  page,
}) => {
  await signInTo(page, '/meu-portal/debitos');
  await expect(page.getByRole('heading', { level: 1, name: 'Débitos' })).toBeVisible(firstPaint);
  const library = page.getByRole('region', { name: 'Biblioteca Central' });
  await expect(library).toBeVisible(firstPaint);
  const debt = library.getByRole('listitem').filter({ hasText: 'Memórias póstumas' });
  await expect(debt.getByText('Em aberto')).toBeVisible();
  await expect(debt.getByText(/^Devido: R\$\s4,50$/)).toBeVisible();
  // The rest of the debt waits behind its "Detalhes".
  await debt.getByRole('button', { name: /^Detalhes/ }).click();
  await expect(detail(debt, 'Multa')).toHaveText(/^R\$\s6,00$/);
  await expect(detail(debt, 'Desconto')).toHaveText(/^R\$\s1,50$/);
  await expect(detail(debt, 'Valor pago')).toHaveText(/^R\$\s0,00$/);
  await expect(detail(debt, 'Valor devido')).toHaveText(/^R\$\s4,50$/);
  await expect(detail(debt, 'Motivo')).toHaveText('Atraso na devolução');
  await expect(detail(debt, 'Tipo de serviço')).toHaveText('Empréstimo');
  await expect(detail(debt, 'Devolução prevista')).toHaveText('20/09/2026');
  await expect(library.getByText(/Total devido nesta biblioteca: R\$\s4,50/)).toBeVisible();

  // The amount sent is exactly what is owed there (tests/unit/debts checks the body).
  await slipButton(page).click();
  await expect(page.getByText('Boleto (GRU) gerado.')).toBeVisible();
  const open = page.getByRole('link', { name: 'Abrir o boleto' });
  await expect(open).toHaveAttribute(
    'href',
    /^https:\/\/pagtesouro\.example\.gov\.br\/gru\/2026\/\d+\.pdf$/,
  );
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(page.getByText('Linha digitável:')).toBeVisible();
  await expectAxeClean(page);
});

test('no-tax-number: a patron without a tax number is told to contact the information unit', async ({
  page,
}) => {
  // The named scenario is the semcpf account, which owes nothing; leitor's slip gets its answer.
  await signInTo(page, '/meu-portal/debitos', { forced: 'createPaymentSlip:422=USUARIO_SEM_CPF' });
  await slipButton(page).click(firstPaint);
  await expect(page.getByText('Não foi possível gerar o boleto')).toBeVisible();
  await expect(
    page.getByText('Usuário sem CPF cadastrado. Procure a unidade de informação.'),
  ).toBeVisible();
  // The button stays for another try.
  await expect(slipButton(page)).toBeVisible();
});

test('leitor sees a past suspension with its period and reason, and none in force', async ({
  page,
}) => {
  await signInTo(page, '/meu-portal/suspensoes');
  await expect(page.getByRole('heading', { level: 1, name: 'Suspensões' })).toBeVisible(firstPaint);
  await expect(page.getByText('Você não tem suspensão em vigor.')).toBeVisible(firstPaint);
  const others = page.getByRole('region', { name: 'Outras suspensões' });
  const suspension = others.getByRole('listitem');
  await expect(suspension).toHaveCount(1);
  await expect(
    suspension.getByRole('heading', { name: 'De 27/07/2026 a 03/08/2026' }),
  ).toBeVisible();
  await expect(suspension.getByText('Encerrada')).toBeVisible();
  await expect(detail(suspension, 'Motivo')).toHaveText('Atraso na devolução');
  await expect(detail(suspension, 'Biblioteca')).toHaveText('Biblioteca Central');
});

test('leitor is refused the no-debts declaration, with the reason', async ({ page }) => {
  await signInTo(page, '/meu-portal/nada-consta');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Declaração de nada consta' }),
  ).toBeVisible(firstPaint);
  await expect(page.getByText('Declaração indisponível', { exact: true })).toBeVisible(firstPaint);
  await expect(page.getByText('Declaração indisponível: há empréstimos em aberto.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Emitir a declaração' })).toHaveCount(0);
});

test('novo confirms the no-debts declaration after the warning and e-mails it', async ({
  page,
}) => {
  await signInTo(page, '/meu-portal/nada-consta', { user: 'novo' });
  await expect(
    page.getByText('Ao confirmar, seu cadastro será inativado na unidade de informação.'),
  ).toBeVisible(firstPaint);
  await expectAxeClean(page);

  // Closing the confirmation issues nothing.
  await page.getByRole('button', { name: 'Emitir a declaração' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirmar a declaração de nada consta' });
  await expect(dialog.getByText(/seu cadastro ficará inativo/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Declaração emitida.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Emitir a declaração' }).click();
  await dialog.getByRole('button', { name: 'Emitir e inativar meu cadastro' }).click();
  await expect(page.getByText('Declaração emitida.')).toBeVisible();
  await expect(page.getByText(/^Protocolo: NC-2026-\d+$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Abrir a declaração' })).toHaveAttribute(
    'href',
    /\/nada-consta\/NC-2026-\d+\.pdf$/,
  );

  // novo has no registered e-mail: the address is asked for.
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await expect(
    page.getByText('Você não tem e-mail cadastrado: informe para onde enviar.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Enviar por e-mail' }).click();
  await expect(page.getByText('Informe o e-mail.')).toBeVisible();
  await expect(email).toBeFocused();
  await email.fill('novo@example.org');
  const sent = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && request.url().includes('/api/nada-consta/send-mail'),
  );
  await page.getByRole('button', { name: 'Enviar por e-mail' }).click();
  const request = await sent;
  expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  // The body goes through the mock's service worker, out of Playwright's sight: the PDF part is
  // built by declarationPdf (tests/unit/debts); here, the type carries its boundary and the mock
  // accepts the upload.
  await expect(page.getByText('Declaração enviada para novo@example.org.')).toBeVisible();
  await expectAxeClean(page);
});

test.describe('QA scenarios', () => {
  test('fetch-debits: the Debit screen says it could not fetch the debits, with a retry', async ({
    page,
  }) => {
    await signInTo(page, '/meu-portal/debitos', { scenario: 'fetch-debits' });
    await expect(page.getByText('Erro ao buscar os débitos.')).toBeVisible(firstPaint);
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });

  test('fetch-deviations: the Deviation screen says it could not fetch the suspensions, with a retry', async ({
    page,
  }) => {
    await signInTo(page, '/meu-portal/suspensoes', { scenario: 'fetch-deviations' });
    await expect(page.getByText('Erro ao buscar as suspensões.')).toBeVisible(firstPaint);
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });

  test('personal-area-email-500: the declaration e-mail says so in words', async ({ page }) => {
    await signInTo(page, '/meu-portal/nada-consta', {
      user: 'novo',
      scenario: 'personal-area-email-500',
    });
    await page.getByRole('button', { name: 'Emitir a declaração' }).click(firstPaint);
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Emitir e inativar meu cadastro' })
      .click();
    await expect(page.getByText('Declaração emitida.')).toBeVisible();
    await expect(
      page.getByText(
        'Não foi possível enviar o e-mail. Verifique o e-mail cadastrado na área pessoal ou tente novamente mais tarde.',
      ),
    ).toBeVisible(firstPaint);
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });
});

test('novo has no debts and no suspensions', async ({ page }) => {
  await signInTo(page, '/meu-portal/debitos', { user: 'novo' });
  await expect(page.getByText('Você não tem débitos em aberto.')).toBeVisible(firstPaint);
  await menu(page).getByRole('link', { name: 'Suspensões' }).click();
  await expect(page.getByText('Você não tem suspensões.')).toBeVisible(firstPaint);
});

test('the menu lists Debit, Deviation and No-debts declaration in the spec order', async ({
  page,
}) => {
  await signInTo(page, '/meu-portal/debitos');
  // The menu lists what the patron's permissions allow once they have loaded.
  await expect(menu(page).getByRole('link', { name: 'Declaração de nada consta' })).toBeVisible(
    firstPaint,
  );
  const items = await menu(page).getByRole('link').allTextContents();
  const at = (name: string) => items.indexOf(name);
  expect(at('Débitos')).toBeGreaterThan(at('Renovação'));
  expect(at('Suspensões')).toBe(at('Débitos') + 1);
  expect(at('Declaração de nada consta')).toBe(at('Suspensões') + 1);
});

test('debts, suspensions and the no-debts declaration pass axe in every colour scheme', async ({
  page,
}) => {
  // Five axe scans at each screen.
  test.setTimeout(EVERY_SCHEME_TIMEOUT);
  await signInTo(page, '/meu-portal/debitos');
  await expect(slipButton(page)).toBeVisible(firstPaint);
  await expectAxeCleanInEveryScheme(page);
  await slipButton(page).click();
  await expect(page.getByText('Boleto (GRU) gerado.')).toBeVisible();
  await expectAxeCleanInEveryScheme(page);
  await menu(page).getByRole('link', { name: 'Suspensões' }).click();
  await expect(page.getByRole('region', { name: 'Outras suspensões' })).toBeVisible(firstPaint);
  await expectAxeCleanInEveryScheme(page);
  await menu(page).getByRole('link', { name: 'Declaração de nada consta' }).click();
  await expect(page.getByText('Declaração indisponível', { exact: true })).toBeVisible(firstPaint);
  await expectAxeCleanInEveryScheme(page);
});
