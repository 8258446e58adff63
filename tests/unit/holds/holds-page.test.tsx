// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { createMemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDb } from '../../../mocks/db';
import { createMockServer } from '../../../mocks/node';
import { configureApi } from '../../../src/api/client';
import { memoryTokenStorage } from '../../../src/api/token-storage';
import { createQueryClient } from '../../../src/app/query-client';
import { paths } from '../../../src/config/paths';
import { HoldHistoryPage } from '../../../src/features/holds/routes/hold-history-page';
import { HoldsPage } from '../../../src/features/holds/routes/holds-page';
import { initI18n } from '../../../src/lib/i18n/init-i18n';
import { authActions } from '../../../src/stores/auth-store';
import { renderRouter } from '../support/render-router';
import { signInPatron } from '../support/sign-in-patron';

// jsdom has no CSS.escape, which react-aria's collections and overlays call.
const css = ((globalThis as { CSS?: { escape?: (value: string) => string } }).CSS ??= {});
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`);

let mock: Awaited<ReturnType<typeof createMockServer>>;
let i18nInstance: i18n;
let calls: string[] = [];
const slow = { timeout: 10_000 };

beforeAll(async () => {
  mock = await createMockServer();
  mock.server.listen({ onUnhandledFrame: 'error' });
  mock.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
  });
  i18nInstance = await initI18n('pt');
}, 60_000);
afterAll(() => mock.server.close());
beforeEach(async () => {
  calls = [];
  await resetDb(mock.context.db);
  mock.context.scenarios.clear();
  authActions.loggedOut();
  configureApi({ tokens: memoryTokenStorage(), language: () => i18nInstance.language });
});
afterEach(() => {
  cleanup();
  mock.server.resetHandlers();
});

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: paths.holds.pattern, element: <HoldsPage /> },
      { path: paths.holdHistory.pattern, element: <HoldHistoryPage /> },
      { path: '/acervo/:codAcervo', element: <p>title page</p> },
    ],
    { initialEntries: [url] },
  );
  const queryClient = createQueryClient({ reportError: () => {} });
  renderRouter(router, { i18n: i18nInstance, queryClient });
  return router;
}

const holdsRoute = () => renderAt(paths.holds.href());

describe('holds page', { timeout: 30_000 }, () => {
  it("lists leitor's current holds with status, queue position and dates", async () => {
    await signInPatron('leitor', 'leitor123', () => i18nInstance.language);
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
    await signInPatron('leitor', 'leitor123', () => i18nInstance.language);
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
    mock.context.scenarios.set('listHolds:500');
    await signInPatron('leitor', 'leitor123', () => i18nInstance.language);
    holdsRoute();
    expect(
      await screen.findByText('Erro ao buscar os títulos reservados.', undefined, {
        timeout: 15_000,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('shows the history on its own page and the empty states for novo', async () => {
    await signInPatron('leitor', 'leitor123', () => i18nInstance.language);
    renderAt(paths.holdHistory.href());
    const history = await screen.findByRole('list', { name: 'Histórico de reservas' }, slow);
    expect(within(history).getByText('Cancelada')).toBeTruthy();
    expect(within(history).getByText('Atendida')).toBeTruthy();
    expect(within(history).getByText('Expirada')).toBeTruthy();
    cleanup();

    await signInPatron('novo', 'novo123', () => i18nInstance.language);
    holdsRoute();
    expect(await screen.findByText('Você não tem reservas.', undefined, slow)).toBeTruthy();
  });
});
