import { expect, test, type Page } from './support/app-test';
import { EVERY_SCHEME_TIMEOUT, expectAxeCleanInEveryScheme } from './support/accessibility';
import { firstPaint } from './support/first-paint';
import { signInTo } from './support/patron-session';

// Each test opens the in-browser mock (10,000 titles): slow on a shared machine.
test.describe.configure({ timeout: 300_000 });

/** Várias histórias (6): one copy on the shelf at the Biblioteca Central, not requested by anyone. */
const requestTab = '/acervo/6/solicitacao-emprestimo';
/** Dom Casmurro (7): copy 100025 in the Biblioteca Central's closed stacks. */
const closedTab = '/acervo/7/acervo-fechado';
/** A periodical (219) with its kardex. */
const kardexTab = '/acervo/219/colecao-kardex';
const requestsScreen = '/meu-portal/solicitacoes-emprestimo';

/** Client-side navigation, without loading the app (and its mock) again. */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('listbox').getByRole('option', { name: option }).click();
  await expect(page.getByRole('button', { name: new RegExp(`${label}$`) })).toContainText(option);
}

/** The form filled for a home delivery to the Campus Tecnológico. */
async function fillHomeDelivery(page: Page) {
  await choose(page, 'Unidade de recebimento', 'Biblioteca do Campus Tecnológico');
  await choose(page, 'Local de recebimento', 'Entrega em domicílio');
  await page
    .getByRole('textbox', { name: /^Endereço para entrega em domicílio/ })
    .fill('Rua das Flores, 10, Centro');
  await page.getByRole('textbox', { name: /^Pessoa autorizada a receber/ }).fill('João Lima');
}

/** Every typed or chosen value is still on the form. */
async function expectValuesKept(page: Page) {
  await expect(page.getByRole('button', { name: /Unidade de recebimento$/ })).toContainText(
    'Biblioteca do Campus Tecnológico',
  );
  await expect(page.getByRole('button', { name: /Local de recebimento$/ })).toContainText(
    'Entrega em domicílio',
  );
  await expect(
    page.getByRole('textbox', { name: /^Endereço para entrega em domicílio/ }),
  ).toHaveValue('Rua das Flores, 10, Centro');
  await expect(page.getByRole('textbox', { name: /^Pessoa autorizada a receber/ })).toHaveValue(
    'João Lima',
  );
  await expect(page.getByRole('textbox', { name: /^Telefone/ })).toHaveValue('(48) 99123-4567');
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(
    'ana.lima@ufx.example.org',
  );
}

const send = (page: Page) => page.getByRole('button', { name: 'Enviar solicitação' }).click();

test('leitor requests a loan with home delivery, is refused the same request twice, then finds it in Query loan requests', async ({
  page,
}) => {
  await signInTo(page, requestTab, { scenario: 'loan-request-duplicate' });
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Solicitar empréstimo' })).toBeVisible(
    firstPaint,
  );
  await expect(panel.getByText(/ainda não está disponível/)).toHaveCount(0);

  // Nothing chosen for the receiving unit and place, a bad e-mail: each message by its field.
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('ana.lima@');
  await send(page);
  await expect(panel.getByText('O campo Unidade de recebimento é obrigatório.')).toBeVisible();
  await expect(panel.getByText('O campo Local de recebimento é obrigatório.')).toBeVisible();
  await expect(panel.getByText('Preencha um e-mail válido!')).toBeVisible();
  await expect(page.getByRole('button', { name: /Unidade de recebimento$/ })).toBeFocused();
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('ana.lima@ufx.example.org');

  // Home delivery needs the address.
  await choose(page, 'Unidade de recebimento', 'Biblioteca do Campus Tecnológico');
  await choose(page, 'Local de recebimento', 'Entrega em domicílio');
  await send(page);
  await expect(
    panel.getByText('O campo Endereço para entrega em domicílio é obrigatório.'),
  ).toBeVisible();
  await expect(
    page.getByRole('textbox', { name: /^Endereço para entrega em domicílio/ }),
  ).toBeFocused();
  await fillHomeDelivery(page);

  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      response.url().includes('/api/solicitacao-emprestimo/6'),
  );
  await send(page);
  const answer = (await (await created).json()) as {
    cod_solicitacao: number;
    data_solicitacao: string;
  };
  await expect(panel.getByText('Solicitação de empréstimo enviada.')).toBeVisible();
  await expect(panel.getByText(`Número da solicitação: ${answer.cod_solicitacao}.`)).toBeVisible();

  // loan-request-duplicate: the same request again.
  await panel.getByRole('button', { name: 'Fazer outra solicitação' }).click();
  await expectValuesKept(page);
  await send(page);
  await expect(panel.getByText('Solicitação não realizada')).toBeVisible();
  await expect(panel.getByText('Já existe uma solicitação idêntica.')).toBeVisible();
  await expectValuesKept(page);

  // Query loan requests, within the app.
  await goInApp(page, requestsScreen);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Consultar solicitações de empréstimo' }),
  ).toBeVisible(firstPaint);
  const item = page
    .getByRole('list', { name: 'Solicitações de empréstimo' })
    .getByRole('listitem')
    .filter({ hasText: 'Várias histórias' });
  await expect(item).toBeVisible();
  await expect(item.getByText('Aguardando')).toBeVisible();
  // The dates are among the details, shown on demand.
  await item.getByRole('button', { name: /^Detalhes/ }).click();
  const [year, month, day] = answer.data_solicitacao.split('-');
  await expect(item.locator('dt', { hasText: 'Data da solicitação' }).locator('+ dd')).toHaveText(
    `${day}/${month}/${year}`,
  );
  await expect(item.locator('dt', { hasText: 'Data de conclusão' }).locator('+ dd')).toHaveText(
    'Não concluída',
  );
  await expect(item.getByRole('link', { name: 'Várias histórias' })).toHaveAttribute(
    'href',
    '/acervo/6',
  );

  // Filtered by status through the address: the in-transit one only.
  await choose(page, 'Situação', 'Em trânsito');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/situacao=em_transito/);
  await expect(page.getByRole('heading', { level: 2, name: '1 solicitação' })).toBeVisible();
});

for (const [scenario, message] of [
  ['loan-request-limit', 'Você atingiu o limite de solicitações de empréstimo.'],
  ['loan-request-no-copies', 'Não há exemplares disponíveis.'],
  [
    'loan-request-all-copies-requested',
    'Já existem solicitações em aberto para todos os exemplares disponíveis.',
  ],
] as const) {
  test(`${scenario}: the refusal is worded and every typed value stays`, async ({ page }) => {
    await signInTo(page, requestTab, { scenario });
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: 'Solicitar empréstimo' })).toBeVisible(
      firstPaint,
    );
    await fillHomeDelivery(page);
    await send(page);
    await expect(panel.getByText('Solicitação não realizada')).toBeVisible();
    await expect(panel.getByText(message)).toBeVisible();
    await expectValuesKept(page);
  });
}

test('leitor requests a copy from the closed stacks; the kardex opens an issue in a dialog', async ({
  page,
}) => {
  await signInTo(page, closedTab);
  const panel = page.getByRole('tabpanel');
  const form = panel.getByRole('form', { name: 'Solicitar exemplares do acervo fechado' });
  await expect(form).toBeVisible(firstPaint);
  await form.getByRole('button', { name: 'Solicitar exemplares' }).click();
  await expect(form.getByText('Selecione ao menos um exemplar.')).toBeVisible();
  await expect(form.getByRole('checkbox').first()).toBeFocused();
  await page.keyboard.press('Space');
  await form.getByRole('button', { name: 'Solicitar exemplares' }).click();
  await expect(panel.getByText('Solicitação ao acervo fechado registrada.')).toBeVisible();
  await expect(panel.getByText(/Protocolo: ARM-\d{4}-\d{6}\./)).toBeVisible();
  // The copy is no longer requestable.
  await expect(
    panel.getByRole('table', { name: 'Acervo fechado' }).getByText('Indisponível'),
  ).toBeVisible();

  await goInApp(page, kardexTab);
  const issues = page.getByRole('grid', { name: /^Fascículos de / });
  await expect(issues).toBeVisible(firstPaint);
  const details = issues.getByRole('button', { name: /^Detalhes: / }).first();
  const issueName = ((await details.getAttribute('aria-label')) ?? '').replace('Detalhes: ', '');
  await details.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: issueName });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Ano', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: /exemplar/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // Back on the issue's row.
  await expect
    .poll(() =>
      issues
        .getByRole('row', { name: issueName })
        .evaluate((row) => row.contains(document.activeElement)),
    )
    .toBe(true);
});

test.describe('novo, who has nothing yet', () => {
  test('sees that there are no loan requests', async ({ page }) => {
    await signInTo(page, requestsScreen, { user: 'novo' });
    await expect(page.getByText('Você não tem solicitações de empréstimo.')).toBeVisible(
      firstPaint,
    );
  });
});

test.describe('a visitor', () => {
  test('is asked to sign in to request a loan or closed-stack copies', async ({ page }) => {
    await page.goto(requestTab);
    const panel = page.getByRole('tabpanel');
    await expect(
      panel.getByText('Para solicitar o empréstimo deste título, entre com seu usuário.'),
    ).toBeVisible(firstPaint);
    await goInApp(page, closedTab);
    await expect(
      panel.getByText('Para solicitar exemplares do acervo fechado, entre com seu usuário.'),
    ).toBeVisible(firstPaint);
    await expect(panel.getByRole('link', { name: 'Entrar' })).toBeVisible();
  });
});

test('the loan-request form, Query loan requests, the closed-stack form and the kardex issue pass axe in every colour scheme', async ({
  page,
}) => {
  // Five axe scans at each screen.
  test.setTimeout(EVERY_SCHEME_TIMEOUT);
  await signInTo(page, requestTab);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Solicitar empréstimo' })).toBeVisible(
    firstPaint,
  );
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('ana.lima@');
  await send(page);
  await expect(panel.getByText('Preencha um e-mail válido!')).toBeVisible();
  await expect(panel.getByText('O campo Unidade de recebimento é obrigatório.')).toBeVisible();
  await expectAxeCleanInEveryScheme(page);

  await goInApp(page, requestsScreen);
  await expect(page.getByRole('list', { name: 'Solicitações de empréstimo' })).toBeVisible(
    firstPaint,
  );
  await page.getByLabel('Solicitadas a partir de').fill('2026-11-02');
  await page.getByLabel('Solicitadas até').fill('2026-11-01');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByText('A data inicial não pode ser posterior à data final.')).toBeVisible();
  await expectAxeCleanInEveryScheme(page);

  await goInApp(page, closedTab);
  const form = page.getByRole('form', { name: 'Solicitar exemplares do acervo fechado' });
  await expect(form).toBeVisible(firstPaint);
  await form.getByRole('button', { name: 'Solicitar exemplares' }).click();
  await expect(form.getByText('Selecione ao menos um exemplar.')).toBeVisible();
  await expectAxeCleanInEveryScheme(page);

  await goInApp(page, kardexTab);
  const details = page.getByRole('button', { name: /^Detalhes: / }).first();
  await expect(details).toBeVisible(firstPaint);
  await expectAxeCleanInEveryScheme(page, {
    dialog: async () => {
      await details.click();
      await expect(page.getByRole('dialog').getByText('Ano', { exact: true })).toBeVisible();
    },
  });
});
