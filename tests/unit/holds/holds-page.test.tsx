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
    const group = await screen.findByRole('group', { name: 'Reservas atuais' }, slow);
    expect(within(group).getAllByRole('checkbox')).toHaveLength(5);
    expect(screen.getByText('Reservas: 5 / 10')).toBeTruthy();
    const positions = within(group)
      .getAllByText('Posição na fila')
      .map((term) => term.nextElementSibling?.textContent);
    expect(positions.sort()).toEqual(['1', '2', '3']);
    expect(within(group).getAllByText('Liberada').length).toBeGreaterThanOrEqual(2);
    expect(within(group).getAllByText('Retirar até').length).toBe(2);
  });

  it('asks for a hold to be selected, then cancels two after the confirmation', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    holdsRoute();
    const group = await screen.findByRole('group', { name: 'Reservas atuais' }, slow);
    await user.click(screen.getByRole('button', { name: 'Cancelar reservas selecionadas' }));
    expect(screen.getByText('Selecione uma reserva.')).toBeTruthy();
    expect(calls.some((call) => call.startsWith('DELETE'))).toBe(false);

    const [first, second] = within(group).getAllByRole('checkbox');
    await user.click(first as HTMLElement);
    await user.click(second as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Cancelar reservas selecionadas' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar reservas' });
    expect(within(dialog).getByText(/Cancelar estas 2 reservas\?/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar reservas' }));
    expect(await screen.findByText('2 reservas canceladas.', undefined, slow)).toBeTruthy();
    await waitFor(() => expect(within(group).getAllByRole('checkbox')).toHaveLength(3));
    const cancel = calls.find((call) => call.startsWith('DELETE /api/reserva'));
    expect(new URLSearchParams(cancel?.split('?')[1]).getAll('reservas')).toHaveLength(2);
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
    expect(await screen.findByText('Você não tem reservas.', undefined, slow)).toBeTruthy();
  });
});
