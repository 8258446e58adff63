// @vitest-environment jsdom
import { onlineManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../src/config/paths';
import {
  forgetPersistedPatronQueries,
  patronQueriesSettled,
  restorePatronQueries,
  savePatronQueries,
} from '../../../src/app/patron-query-persistence';
import { createQueryClient } from '../../../src/app/query-client';
import { holdsQueries } from '../../../src/features/holds/api/holds-queries';
import { HoldsPage } from '../../../src/features/holds/routes/holds-page';
import { LoansPage } from '../../../src/features/loans/routes/loans-page';
import { RenewalPage } from '../../../src/features/loans/routes/renewal-page';
import { OfflineBanner } from '../../../src/lib/offline/offline-banner';
import { setUpPatronPages } from '../support/patron-pages-harness';

const slow = { timeout: 10_000 };

const withBanner = (page: React.ReactNode) => (
  <>
    <OfflineBanner />
    {page}
  </>
);

const harness = setUpPatronPages([
  { path: paths.loans.pattern, element: withBanner(<LoansPage />) },
  { path: paths.renewal.pattern, element: withBanner(<RenewalPage />) },
  { path: paths.holds.pattern, element: withBanner(<HoldsPage />) },
]);

/** The browser's own events, which react-query's onlineManager follows. */
const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));

afterEach(() => {
  vi.restoreAllMocks();
  goOnline();
  onlineManager.setOnline(true);
  forgetPersistedPatronQueries();
});

const bannerText = 'Sem conexão: mostrando o que foi visto por último.';

describe('offline, the patron sees what they saw', { timeout: 30_000 }, () => {
  it('a polite banner appears when the network goes and leaves when it is back', async () => {
    await harness.signIn('leitor');
    harness.renderAt(paths.loans.href());
    await screen.findByRole('list', { name: 'Empréstimos atuais' }, slow);
    expect(screen.queryByText(bannerText, { exact: false })).toBeNull();

    goOffline();
    const banner = screen.getByText(bannerText, { exact: false }).closest('[role="status"]');
    expect(banner).not.toBeNull();

    goOnline();
    expect(screen.queryByText(bannerText, { exact: false })).toBeNull();
  });

  it('the loans stay on screen, marked with the time they were fetched', async () => {
    await harness.signIn('leitor');
    harness.renderAt(paths.loans.href());
    const list = await screen.findByRole('list', { name: 'Empréstimos atuais' }, slow);
    const before = list.textContent;
    expect(screen.queryByText(/^Dados de /)).toBeNull();

    goOffline();
    const asOf = screen.getByText(/^Dados de /);
    const now = new Intl.DateTimeFormat('pt-BR', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'America/Sao_Paulo',
    });
    // Fetched a moment ago: this minute (or the one before, at a minute's turn).
    const minutes = [Date.now(), Date.now() - 60_000].map((time) => `Dados de ${now.format(time)}`);
    expect(minutes).toContain(asOf.textContent);
    expect(screen.getByRole('list', { name: 'Empréstimos atuais' }).textContent).toBe(before);
    // Each loan's Renew waits for the network; the reason is said once, after the list.
    const renews = within(list).getAllByRole('button', { name: /^Renovar / });
    for (const renew of renews) expect(renew).toBeDisabled();
    expect(screen.getAllByText('Sem conexão: renove quando voltar a ficar online.')).toHaveLength(
      1,
    );
  });

  it('renewing waits for the network, says why, and keeps what was ticked', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    harness.renderAt(paths.renewal.href());
    const group = await screen.findByRole('group', { name: 'Empréstimos para renovar' }, slow);
    const firstFree = within(group)
      .getAllByRole('checkbox')
      .find((box) => !(box as HTMLInputElement).disabled) as HTMLInputElement;
    await user.click(firstFree);
    expect(firstFree.checked).toBe(true);

    goOffline();
    const renew = screen.getByRole('button', { name: 'Renovar selecionados' });
    expect(renew).toBeDisabled();
    const reason = screen.getByText('Sem conexão: renove quando voltar a ficar online.');
    expect(renew.getAttribute('aria-describedby')).toBe(reason.id);
    expect(firstFree.checked).toBe(true);

    goOnline();
    expect(screen.getByRole('button', { name: 'Renovar selecionados' })).toBeEnabled();
    expect(screen.queryByText('Sem conexão: renove quando voltar a ficar online.')).toBeNull();
    expect(firstFree.checked).toBe(true);
  });

  it('after a reload without a network, the holds kept from the last visit show, not an error', async () => {
    await harness.signIn('leitor');
    // The last visit: the holds were fetched, and kept.
    const lastVisit = createQueryClient({ reportError: () => {} });
    await restorePatronQueries(lastVisit);
    await lastVisit.fetchQuery(holdsQueries.list());
    await savePatronQueries(lastVisit);
    await patronQueriesSettled();

    // The reload, with the browser saying it is offline from the start (no event comes).
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // Start-up restores before the screen decides to fetch.
    const reloaded = createQueryClient({ reportError: () => {} });
    await restorePatronQueries(reloaded);
    harness.renderAt(paths.holds.href(), reloaded);

    const list = await screen.findByRole('list', { name: 'Reservas atuais' }, slow);
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getAllByText('Posição na fila').length).toBeGreaterThan(0);
    expect(screen.getByText(/^Dados de \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    // Every hold's Cancel waits for the network.
    const cancels = within(list).getAllByRole('button', { name: /^Cancelar a reserva de / });
    expect(cancels).toHaveLength(5);
    for (const cancel of cancels) expect(cancel).toBeDisabled();
    expect(
      screen.getByText('Sem conexão: cancele quando voltar a ficar online.'),
    ).toBeInTheDocument();
  });
});
