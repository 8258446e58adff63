import { expect, test, type Page } from './support/app-test';
import { expectAxeCleanInEveryScheme } from './support/accessibility';
import { signInTo, type QaAccount } from './support/patron-session';
import { firstPaint } from './support/first-paint';

// Each test opens the in-browser mock (10,000 titles) and the personal area: slow on a shared machine.
test.describe.configure({ timeout: 300_000 });

// leitor's alerts (mocks/README.md): six over the last months, the two newest unread; the
// mock's today is 2026-11-20.
const alertsList = (page: Page) => page.getByRole('list', { name: 'Seus alertas' });
const headerAlerts = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name, exact: true });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu do Meu portal' });

/** Signs in straight to the Alerts screen (one page load). */
async function openAlerts(page: Page, user: QaAccount = 'leitor') {
  await signInTo(page, '/meu-portal/alertas', { user });
  await expect(page.getByRole('heading', { level: 1, name: 'Alertas' })).toBeVisible(firstPaint);
}

test('leitor filters by dates, marks an alert read and unread, deletes one: header and dashboard counts follow without a reload', async ({
  page,
}) => {
  await openAlerts(page);
  // Marks this document: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await expect(alertsList(page).getByRole('listitem')).toHaveCount(6);
  await expect(headerAlerts(page, 'Alertas 2 não lidos')).toBeVisible();

  // The period is optional and folded: the page opens on every alert. Empty, it shows them all;
  // one date alone is refused next to the other field, and focus goes there.
  await page.getByRole('button', { name: 'Filtrar alertas por período' }).click();
  const start = page.getByLabel(/^Data inicial/);
  const end = page.getByLabel(/^Data final/);
  const filter = page.getByRole('button', { name: 'Filtrar', exact: true });
  await filter.click();
  await expect(page.getByText(/^Informe também/)).toHaveCount(0);
  await expect(alertsList(page).getByRole('listitem')).toHaveCount(6);
  await start.fill('2026-10-01');
  await filter.click();
  await expect(end).toHaveAccessibleDescription(/Informe também a data final/);
  await expect(end).toBeFocused();
  await expect(page.getByText(/^Informe também a data inicial/)).toHaveCount(0);

  // Start after end: refused next to the start field; what was typed stays.
  await end.fill('2026-09-01');
  await filter.click();
  await expect(start).toHaveAccessibleDescription(
    /A data inicial não pode ser posterior à data final\./,
  );
  await expect(start).toHaveValue('2026-10-01');
  await expect(end).toHaveValue('2026-09-01');

  await end.fill('2026-11-20');
  await filter.click();
  await expect(page).toHaveURL(/\/meu-portal\/alertas\?de=2026-10-01&ate=2026-11-20$/);
  await expect(page.getByRole('heading', { level: 2, name: '4 alertas' })).toBeVisible();
  await expect(page.getByText('Alertas de 01/10/2026 a 20/11/2026.')).toBeVisible();
  await expect(alertsList(page).getByText('Comutação atendida')).toHaveCount(0);

  // Mark read: the list, the header and (on its next visit) the dashboard say one is unread.
  await alertsList(page)
    .getByRole('button', { name: 'Marcar como lido: Reserva liberada' })
    .click();
  await expect(page.getByText('Alerta “Reserva liberada” marcado como lido.')).toBeVisible();
  await expect(headerAlerts(page, 'Alertas 1 não lido')).toBeVisible();
  await expect(page.getByText('1 alerta não lido.')).toBeVisible();

  await menu(page).getByRole('link', { name: 'Início' }).click();
  const card = page.getByRole('region', { name: 'Alertas não lidos' });
  await expect(card.getByRole('link', { name: '1 Alertas não lidos' })).toBeVisible();
  // The card leads to the Alerts screen.
  await card.getByRole('link', { name: '1 Alertas não lidos' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/meu-portal/alertas');
  await expect(page.getByRole('heading', { level: 2, name: '6 alertas' })).toBeVisible();

  // Unread again.
  await alertsList(page)
    .getByRole('button', { name: 'Marcar como não lido: Reserva liberada' })
    .click();
  await expect(page.getByText('Alerta “Reserva liberada” marcado como não lido.')).toBeVisible();
  await expect(headerAlerts(page, 'Alertas 2 não lidos')).toBeVisible();

  // Delete: "Manter" keeps it; confirming removes it.
  const item = alertsList(page)
    .getByRole('listitem')
    .filter({ hasText: 'Solicitação de empréstimo disponível' });
  await item.getByRole('button', { name: /^Excluir/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Excluir alerta' });
  await expect(
    dialog.getByText('Excluir o alerta “Solicitação de empréstimo disponível”?', { exact: false }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Manter' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(alertsList(page).getByRole('listitem')).toHaveCount(6);
  await item.getByRole('button', { name: /^Excluir/ }).click();
  await dialog.getByRole('button', { name: 'Excluir alerta' }).click();
  await expect(
    page.getByText('Alerta “Solicitação de empréstimo disponível” excluído.'),
  ).toBeVisible();
  await expect(alertsList(page).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('heading', { level: 2, name: '5 alertas' })).toBeFocused();
  await expect(headerAlerts(page, 'Alertas 1 não lido')).toBeVisible();

  // The header link leads here too, and the dashboard agrees.
  await menu(page).getByRole('link', { name: 'Início' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Alertas não lidos' })
      .getByRole('link', { name: '1 Alertas não lidos' }),
  ).toBeVisible();
  await headerAlerts(page, 'Alertas 1 não lido').click();
  await expect(page).toHaveURL((url) => url.pathname === '/meu-portal/alertas');
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
});

test('novo has no alerts: the screen says so and the header counts none', async ({ page }) => {
  await openAlerts(page, 'novo');
  await expect(page.getByText('Você não tem alertas.')).toBeVisible();
  await expect(headerAlerts(page, 'Alertas 0 não lidos')).toBeVisible();
  await expect(alertsList(page)).toHaveCount(0);
});

test('the Alerts screen passes axe with a filter error and the delete confirmation in every colour scheme', async ({
  page,
}) => {
  await openAlerts(page);
  await expect(alertsList(page).getByRole('listitem')).toHaveCount(6);
  await expect(headerAlerts(page, 'Alertas 2 não lidos')).toBeVisible();
  // Unread alerts are news, not errors: a "Novo" badge.
  await expect(alertsList(page).getByText('Novo', { exact: true })).toHaveCount(2);
  await page.getByRole('button', { name: 'Filtrar alertas por período' }).click();
  await page.getByLabel(/^Data inicial/).fill('2026-10-01');
  await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
  await expect(page.getByText(/^Informe também a data final/)).toBeVisible();
  await expectAxeCleanInEveryScheme(page);
  await expectAxeCleanInEveryScheme(page, {
    dialog: async () => {
      await alertsList(page).getByRole('button', { name: 'Excluir: Reserva liberada' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Excluir alerta' })).toBeVisible();
    },
  });
});
