import { expect, test, type Page } from './support/app-test';
import { EVERY_SCHEME_TIMEOUT, expectAxeCleanInEveryScheme } from './support/accessibility';
import { signInTo, type QaAccount } from './support/patron-session';
import { firstPaint } from './support/first-paint';

// Each test opens the in-browser mock (10,000 titles) and the personal area: slow on a shared machine.
test.describe.configure({ timeout: 300_000 });

const choiceLabels = [
  'Biblioteca de retirada',
  'Volume',
  'Tomo',
  'Parte',
  'Material adicional',
  'Localização',
];
const holdsList = (page: Page) => page.getByRole('list', { name: 'Reservas atuais' });
const holdRecords = (page: Page) => holdsList(page).getByRole('listitem');
const cancelButtons = (page: Page) =>
  holdsList(page).getByRole('button', { name: /^Cancelar a reserva de / });

/** Of mice and men (155): no copy on the shelf, copies on loan, leitor holds none of it. */
const holdableTitle = '/acervo/155/reserva';

/** Picks the first option of every hold choice the form has not chosen yet. */
async function chooseEveryOption(page: Page) {
  for (const label of choiceLabels) {
    const trigger = page.getByRole('button', { name: new RegExp(`${label}$`) });
    if (!(await trigger.textContent())?.includes('Selecione uma opção')) continue;
    await trigger.click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await expect(trigger).not.toContainText('Selecione uma opção');
  }
}

/** Signs in straight to the holds list (one page load). */
async function openHolds(page: Page, options: { user?: QaAccount; scenario?: string } = {}) {
  await signInTo(page, '/meu-portal/reservas', options);
  await expect(page.getByRole('heading', { level: 1, name: 'Reservas' })).toBeVisible(firstPaint);
}

test('leitor places a hold from a title, sees the queue first, then finds it in the list with its position', async ({
  page,
}) => {
  await signInTo(page, holdableTitle);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Fazer reserva' })).toBeVisible(firstPaint);
  // Spec section 8: material unavailable, join the waiting list.
  await expect(
    panel.getByText(
      'Nenhum exemplar está disponível agora: faça a reserva para entrar na fila de espera.',
    ),
  ).toBeVisible();
  await expect(panel.getByText('Suas reservas: 5 / 10')).toBeVisible();
  // "is not available yet" is gone from the tab.
  await expect(panel.getByText(/ainda não está disponível/)).toHaveCount(0);

  // Nothing chosen for the library: the spec's message, next to the field, which gets the focus.
  await panel.getByRole('button', { name: 'Verificar a fila' }).click();
  await expect(
    panel.getByText('Selecione todas as opções para confirmar a reserva!'),
  ).toBeVisible();
  await expect(panel.getByText('Escolha uma opção.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Biblioteca de retirada$/ })).toBeFocused();

  await chooseEveryOption(page);
  const checked = page.waitForResponse(
    (response) => response.url().includes('/api/reserva/validar-fila') && response.ok(),
  );
  await panel.getByRole('button', { name: 'Verificar a fila' }).click();
  const queue = (await (await checked).json()) as { posicao_fila: number };
  const position = queue.posicao_fila;
  await expect(panel.getByRole('heading', { name: 'Sua posição na fila' })).toBeVisible();
  await expect(
    panel.getByText(`Ao confirmar, você será o ${position}º da fila de espera.`),
  ).toBeVisible();
  // Checking placed nothing yet.
  await panel.getByRole('button', { name: 'Confirmar reserva' }).click();
  await expect(panel.getByText('Reserva realizada.')).toBeVisible();
  await expect(panel.getByText(`Sua posição na fila: ${position}º.`)).toBeVisible();

  await panel.getByRole('link', { name: 'Ver minhas reservas' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/meu-portal/reservas');
  const item = page.getByRole('listitem').filter({ hasText: 'Of mice and men' });
  await expect(item).toBeVisible();
  await expect(item.getByText('Na fila').first()).toBeVisible();
  await expect(item.locator('dt', { hasText: 'Posição na fila' }).locator('+ dd')).toHaveText(
    String(position),
  );
  await expect(page.getByText('Reservas: 6 / 10')).toBeVisible();
});

test('leitor cancels a hold from its own record after confirming; keeping it changes nothing', async ({
  page,
}) => {
  await openHolds(page);
  const list = holdsList(page);
  await expect(holdRecords(page)).toHaveCount(5);
  await expect(list.getByText('Liberada').first()).toBeVisible();
  await expect(list.getByText('Na fila', { exact: true }).first()).toBeVisible();
  // Every hold has its own Cancel, on the record.
  await expect(cancelButtons(page)).toHaveCount(5);

  const first = cancelButtons(page).first();
  const title = ((await first.getAttribute('aria-label')) ?? '').replace(
    'Cancelar a reserva de ',
    '',
  );

  // Closing the confirmation keeps every hold.
  await first.click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancelar reserva' });
  await expect(
    dialog.getByText(`Cancelar a reserva de “${title}”?`, { exact: false }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Manter' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(holdRecords(page)).toHaveCount(5);

  await first.click();
  const cancelled = page.waitForRequest(
    (request) => request.method() === 'DELETE' && request.url().includes('/api/reserva?'),
  );
  await dialog.getByRole('button', { name: 'Cancelar reserva' }).click();
  const url = new URL((await cancelled).url());
  expect(url.searchParams.getAll('reservas')).toHaveLength(1);
  await expect(page.getByText(`Reserva de “${title}” cancelada.`)).toBeVisible();
  await expect(holdRecords(page)).toHaveCount(4);
  await expect(list.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  await expect(page.getByText('Reservas: 4 / 10')).toBeVisible();
});

test('leitor cancels a hold with the keyboard alone', async ({ page }) => {
  await openHolds(page);
  await expect(holdRecords(page)).toHaveCount(5);
  // From the link above the list, Tab reaches the first hold's Cancel (after its title link).
  await page.getByRole('link', { name: 'Ver o histórico de reservas' }).focus();
  const cancelButton = cancelButtons(page).first();
  for (
    let i = 0;
    i < 10 && !(await cancelButton.evaluate((el) => el === document.activeElement));
    i++
  )
    await page.keyboard.press('Tab');
  await expect(cancelButton).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Cancelar reserva' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Cancelar reserva' });
  for (let i = 0; i < 5 && !(await confirm.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Reserva de “.*” cancelada\.$/)).toBeVisible();
  await expect(holdRecords(page)).toHaveCount(4);
});

test('leitor reads the hold history on its own page', async ({ page }) => {
  await openHolds(page);
  await page.getByRole('link', { name: 'Ver o histórico de reservas' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/meu-portal/reservas/historico');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Histórico de reservas' }),
  ).toBeVisible();
  const history = page.getByRole('list', { name: 'Histórico de reservas' });
  await expect(history.getByText('Cancelada').first()).toBeVisible();
  await expect(history.getByText('Atendida').first()).toBeVisible();
  await expect(history.getByText('Expirada').first()).toBeVisible();
  // Each record's own facts wait behind its "Detalhes".
  const cancelledHold = history.getByRole('listitem').filter({ hasText: 'Cancelada' }).first();
  await cancelledHold.getByRole('button', { name: /^Detalhes / }).click();
  await expect(cancelledHold.getByText('Cancelado em')).toBeVisible();
  await page.getByRole('link', { name: 'Voltar às reservas atuais' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/meu-portal/reservas');
});

test('the menu lists Holds right after Loan', async ({ page }) => {
  await openHolds(page);
  const menu = page.getByRole('navigation', { name: 'Menu do Meu portal' });
  // The menu lists what the patron's permissions allow once they have loaded.
  await expect(menu.getByRole('link', { name: 'Reservas', exact: true })).toBeVisible();
  const items = await menu.getByRole('link').allTextContents();
  expect(items.indexOf('Reservas')).toBe(items.indexOf('Empréstimos') + 1);
});

test.describe('QA scenarios', () => {
  test('fetch-reserved-titles: the list says it could not fetch the reserved titles, with a retry', async ({
    page,
  }) => {
    await signInTo(page, '/meu-portal/reservas', { scenario: 'fetch-reserved-titles' });
    await expect(page.getByText('Erro ao buscar os títulos reservados.')).toBeVisible(firstPaint);
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });

  test('hold-copies-available: a title with a copy on the shelf cannot be held', async ({
    page,
  }) => {
    // Dom Casmurro (1 of 3 copies on the shelf).
    await signInTo(page, '/acervo/7/reserva', { scenario: 'hold-copies-available' });
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('Reserva não disponível')).toBeVisible(firstPaint);
    await expect(
      panel.getByText(
        'Há exemplares disponíveis para empréstimo: não é possível reservar enquanto houver exemplar na estante.',
      ),
    ).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Verificar a fila' })).toHaveCount(0);
  });

  test('hold-not-allowed: the hold is refused because no copy allows holds', async ({ page }) => {
    await signInTo(page, holdableTitle, { scenario: 'hold-not-allowed' });
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: 'Fazer reserva' })).toBeVisible(firstPaint);
    await chooseEveryOption(page);
    await panel.getByRole('button', { name: 'Verificar a fila' }).click();
    await panel.getByRole('button', { name: 'Confirmar reserva' }).click();
    await expect(panel.getByText('Reserva não realizada')).toBeVisible();
    await expect(
      panel.getByText(
        'Nenhum exemplar está em situação ou tipo de empréstimo que permita reserva.',
      ),
    ).toBeVisible();
    // What was chosen stays.
    await expect(page.getByRole('button', { name: /Biblioteca de retirada$/ })).not.toContainText(
      'Selecione uma opção',
    );
  });
});

test.describe('novo, who has nothing yet', () => {
  test('sees that there are no holds and no history', async ({ page }) => {
    await openHolds(page, { user: 'novo' });
    await expect(page.getByText('Você não tem reservas.')).toBeVisible(firstPaint);
    await page.getByRole('link', { name: 'Ver o histórico de reservas' }).click();
    await expect(page.getByText('Não há reservas no seu histórico.')).toBeVisible();
  });
});

test.describe('a visitor', () => {
  test('is offered the embedded login on the hold tab', async ({ page }) => {
    await page.goto(holdableTitle);
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('Para reservar este título, entre com seu usuário.')).toBeVisible(
      firstPaint,
    );
    await expect(panel.getByRole('textbox', { name: 'Matrícula' })).toBeVisible();
  });
});

test('the hold form, the holds and the history pass axe in every colour scheme', async ({
  page,
}) => {
  // Five axe scans at each screen.
  test.setTimeout(EVERY_SCHEME_TIMEOUT);
  await signInTo(page, holdableTitle);
  await expect(page.getByRole('heading', { name: 'Fazer reserva' })).toBeVisible(firstPaint);
  await expectAxeCleanInEveryScheme(page);
  // Within the app, without loading it again.
  await page.locator('header a[href="/meu-portal"]').first().click();
  await page
    .getByRole('navigation', { name: 'Menu do Meu portal' })
    .getByRole('link', { name: 'Reservas' })
    .click();
  await expect(holdRecords(page)).toHaveCount(5, firstPaint);
  await expectAxeCleanInEveryScheme(page);
  // A record's details open.
  await holdsList(page)
    .getByRole('button', { name: /^Detalhes / })
    .first()
    .click();
  await expect(holdsList(page).getByText('Reservado em').first()).toBeVisible();
  await expectAxeCleanInEveryScheme(page);
  await page.getByRole('link', { name: 'Ver o histórico de reservas' }).click();
  await expect(page.getByRole('list', { name: 'Histórico de reservas' })).toBeVisible(firstPaint);
  await expectAxeCleanInEveryScheme(page);
});
