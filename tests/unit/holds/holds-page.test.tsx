// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { HoldHistoryPage } from '../../../src/features/holds/routes/hold-history-page';
import { HoldsPage } from '../../../src/features/holds/routes/holds-page';
import { setUpPatronPages } from '../support/patron-pages-harness';

let calls: string[] = [];
const slow = { timeout: 10_000 };

const harness = setUpPatronPages(
  [
    { path: paths.holds.pattern, element: <HoldsPage /> },
    { path: paths.holdHistory.pattern, element: <HoldHistoryPage /> },
    { path: '/acervo/:codAcervo', element: <p>title page</p> },
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
const renderAt = (url: string) => harness.renderAt(url);

const holdsRoute = () => renderAt(paths.holds.href());

describe('holds page', { timeout: 30_000 }, () => {
  it("lists leitor's current holds with status, queue position and dates", async () => {
    await harness.signIn('leitor');
    holdsRoute();
    const list = await screen.findByRole('list', { name: 'Reservas atuais' }, slow);
    const records = within(list).getAllByRole('listitem');
    expect(records).toHaveLength(5);
    expect(screen.getByText('Reservas: 5 / 10')).toBeTruthy();
    // The queue position is on the record itself; the rest of the facts wait behind "Detalhes".
    expect(
      within(list)
        .getAllByText(/^\dº na fila$/)
        .map((fact) => fact.textContent)
        .sort(),
    ).toEqual(['1º na fila', '2º na fila', '3º na fila']);
    const ready = records.filter((record) => within(record).queryByText('Liberada'));
    expect(ready.length).toBeGreaterThanOrEqual(2);
    for (const record of ready) expect(within(record).getByText(/^Retirar até /)).toBeTruthy();
    expect(within(list).getAllByText('Retirar até').length).toBe(2);
    expect(within(list).getAllByRole('button', { name: /^Detalhes / })).toHaveLength(5);
  });

  it('cancels one hold from its own record after the confirmation; keeping it sends nothing', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    holdsRoute();
    const list = await screen.findByRole('list', { name: 'Reservas atuais' }, slow);
    const cancelButtons = within(list).getAllByRole('button', { name: /^Cancelar a reserva de / });
    expect(cancelButtons).toHaveLength(5);
    const first = cancelButtons[0] as HTMLElement;
    const title = (first.getAttribute('aria-label') ?? '').replace('Cancelar a reserva de ', '');

    await user.click(first);
    let dialog = await screen.findByRole('alertdialog', { name: 'Cancelar reserva' });
    expect(within(dialog).getByText(new RegExp(`Cancelar a reserva de “${title}”`))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Manter' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.startsWith('DELETE'))).toBe(false);

    await user.click(first);
    dialog = await screen.findByRole('alertdialog', { name: 'Cancelar reserva' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar reserva' }));
    expect(
      await screen.findByText(`Reserva de “${title}” cancelada.`, undefined, slow),
    ).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    const cancel = calls.find((call) => call.startsWith('DELETE /api/reserva'));
    expect(new URLSearchParams(cancel?.split('?')[1]).getAll('reservas')).toHaveLength(1);
  });

  it('says the reserved titles could not be fetched, with a retry', async () => {
    harness.mock.context.scenarios.set('listHolds:500');
    await harness.signIn('leitor');
    holdsRoute();
    expect(
      await screen.findByText('Erro ao buscar os títulos reservados.', undefined, {
        timeout: 15_000,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('shows the history on its own page and the empty states for novo', async () => {
    await harness.signIn('leitor');
    renderAt(paths.holdHistory.href());
    const history = await screen.findByRole('list', { name: 'Histórico de reservas' }, slow);
    expect(within(history).getByText('Cancelada')).toBeTruthy();
    expect(within(history).getByText('Atendida')).toBeTruthy();
    expect(within(history).getByText('Expirada')).toBeTruthy();
    cleanup();

    await harness.signIn('novo');
    holdsRoute();
    expect(await screen.findByText(/^Você não tem reservas\./, undefined, slow)).toBeTruthy();
  });
});
