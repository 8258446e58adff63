// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import AlertsHeaderLink from '../../../src/features/alerts/components/alerts-header-link';
import { AlertsPage } from '../../../src/features/alerts/routes/alerts-page';
import { setUpPatronPages } from '../support/patron-pages-harness';

let calls: string[] = [];
const slow = { timeout: 10_000 };

// The header's link beside the screen, as in the app: both read the same alerts list.
const harness = setUpPatronPages(
  [
    {
      path: paths.alerts.pattern,
      element: (
        <Suspense fallback={null}>
          <ul aria-label="Cabeçalho">
            <AlertsHeaderLink />
          </ul>
          <AlertsPage />
        </Suspense>
      ),
    },
  ],
  {
    onRequest: (request) => {
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}${url.search}`);
    },
  },
);
beforeEach(() => {
  calls = [];
});

const alertsList = () => screen.findByRole('list', { name: 'Seus alertas' }, slow);
const headerLink = (name: RegExp | string) =>
  within(screen.getByRole('list', { name: 'Cabeçalho' })).findByRole('link', { name }, slow);
const listCalls = () => calls.filter((call) => call.startsWith('GET /api/solicitacoes/alertas'));

describe('alerts page', { timeout: 30_000 }, () => {
  it('shows a loading state, then leitor’s alerts newest first with date, text and read state', async () => {
    harness.mock.context.scenarios.set('listAlerts:delay=600');
    await harness.signIn('leitor');
    harness.renderAt(paths.alerts.href());
    expect(await screen.findByRole('heading', { level: 1, name: 'Alertas' }, slow)).toBeTruthy();
    expect(screen.getAllByText('Carregando').length).toBeGreaterThan(0);

    const list = await alertsList();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 2, name: '6 alertas' })).toBeTruthy();
    expect(screen.getByText('2 alertas não lidos.')).toBeTruthy();
    const first = items[0] as HTMLElement;
    expect(within(first).getByRole('heading', { level: 3, name: 'Reserva liberada' })).toBeTruthy();
    // Unread is news, not an error: a "Novo" badge with an info edge.
    expect(within(first).getByText('Novo')).toBeTruthy();
    expect(within(first).getByText(/^Recebido em 19\/11\/2026/)).toBeTruthy();
    expect(within(first).getByText(/Sua reserva está disponível para retirada/)).toBeTruthy();
    expect(within(items[5] as HTMLElement).getByText('Lido')).toBeTruthy();
    expect(await headerLink('Alertas 2 não lidos')).toBeTruthy();
  });

  it('opens on every alert with the period folded and optional; one date alone is refused next to the other field, a start after the end too, then filters through the address', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    const router = harness.renderAt(paths.alerts.href());
    await alertsList();
    // Nothing asked of the patron before the alerts: the period waits behind its disclosure.
    const toggle = screen.getByRole('button', { name: 'Filtrar alertas por período' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const start = screen.getByLabelText(/^Data inicial/);
    const end = screen.getByLabelText(/^Data final/);
    expect(start.getAttribute('aria-required')).toBeNull();
    const before = listCalls().length;

    // Both empty: every alert, no message.
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(screen.queryByText(/^Informe também/)).toBeNull();
    expect(start.getAttribute('aria-invalid')).toBeNull();

    await user.type(start, '2026-10-01');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(screen.queryByText(/^Informe também a data inicial/)).toBeNull();
    expect(screen.getByText(/^Informe também a data final/)).toBeTruthy();
    expect(end.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(end));

    await user.type(end, '2026-09-01');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(screen.getByText('A data inicial não pode ser posterior à data final.')).toBeTruthy();
    // What was typed stays; nothing was asked of the server.
    expect((start as HTMLInputElement).value).toBe('2026-10-01');
    expect((end as HTMLInputElement).value).toBe('2026-09-01');
    expect(listCalls().length).toBe(before);

    await user.clear(end);
    await user.type(end, '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?de=2026-10-01&ate=2026-11-20'));
    expect(await screen.findByRole('heading', { level: 2, name: '4 alertas' }, slow)).toBeTruthy();
    expect(screen.getByText('Alertas de 01/10/2026 a 20/11/2026.')).toBeTruthy();
    expect(listCalls()).toContain(
      'GET /api/solicitacoes/alertas?dataIni=2026-10-01&dataFim=2026-11-20',
    );

    await user.click(screen.getByRole('button', { name: 'Mostrar todos os alertas' }));
    expect(await screen.findByRole('heading', { level: 2, name: '6 alertas' }, slow)).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('refuses an address with one date alone without asking the server', async () => {
    await harness.signIn('leitor');
    harness.renderAt(`${paths.alerts.href()}?de=2026-10-01`);
    expect(await screen.findByText(/^Informe também a data final/, undefined, slow)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Seus alertas' })).toBeNull();
    expect(listCalls().filter((call) => call.includes('dataIni'))).toHaveLength(0);
  });

  it('marks an alert read and unread again: the list, its count and the header’s count follow', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    harness.renderAt(paths.alerts.href());
    const list = await alertsList();
    await headerLink('Alertas 2 não lidos');

    await user.click(
      within(list).getByRole('button', { name: 'Marcar como lido: Reserva liberada' }),
    );
    expect(
      await screen.findByText('Alerta “Reserva liberada” marcado como lido.', undefined, slow),
    ).toBeTruthy();
    expect(await headerLink('Alertas 1 não lido')).toBeTruthy();
    expect(screen.getByText('1 alerta não lido.')).toBeTruthy();
    expect(calls).toContain('PUT /api/solicitacoes/alertas/9001');

    await user.click(
      within(list).getByRole('button', { name: 'Marcar como não lido: Reserva liberada' }),
    );
    expect(await headerLink('Alertas 2 não lidos')).toBeTruthy();
    expect(screen.getByText('Alerta “Reserva liberada” marcado como não lido.')).toBeTruthy();
  });

  it('deletes an alert only after confirming; keeping it changes nothing', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    harness.renderAt(paths.alerts.href());
    const list = await alertsList();

    await user.click(within(list).getByRole('button', { name: 'Excluir: Reserva liberada' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Excluir alerta' });
    expect(within(dialog).getByText(/Excluir o alerta “Reserva liberada”\?/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Manter' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.startsWith('DELETE'))).toBe(false);

    await user.click(within(list).getByRole('button', { name: 'Excluir: Reserva liberada' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Excluir alerta' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir alerta' }));
    expect(
      await screen.findByText('Alerta “Reserva liberada” excluído.', undefined, slow),
    ).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    expect(calls).toContain('DELETE /api/solicitacoes/alertas/9001');
    expect(await headerLink('Alertas 1 não lido')).toBeTruthy();
    // The pressed button left with its alert: focus is on the list's heading.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: '5 alertas' })),
    );
  });

  it('says the alerts could not be fetched, and the retry brings them', async () => {
    const user = userEvent.setup();
    harness.mock.context.scenarios.set('listAlerts:500');
    await harness.signIn('leitor');
    harness.renderAt(paths.alerts.href());
    expect(
      await screen.findByText('Erro ao buscar os alertas.', undefined, { timeout: 15_000 }),
    ).toBeTruthy();
    harness.mock.context.scenarios.clear();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await alertsList()).toBeTruthy();
  });

  it('tells novo there are no alerts, and the header says none is unread', async () => {
    await harness.signIn('novo');
    harness.renderAt(paths.alerts.href());
    expect(await screen.findByText('Você não tem alertas.', undefined, slow)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Seus alertas' })).toBeNull();
    expect(await headerLink('Alertas 0 não lidos')).toBeTruthy();
  });
});
