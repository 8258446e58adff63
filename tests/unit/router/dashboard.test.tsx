import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mocks/node';
import { PersonalAreaLayout } from '../../../src/app/personal-area/personal-area-layout';
import { personalAreaRoutes } from '../../../src/app/personal-area/personal-area-routes';
import { authActions } from '../../../src/stores/auth-store';
import { renderRoutes } from './render-routes';
import { signInPatron } from '../support/sign-in-patron';

let mock: Awaited<ReturnType<typeof createMockServer>>;

beforeAll(async () => {
  mock = await createMockServer();
  mock.server.listen({ onUnhandledFrame: 'error' });
});
afterAll(() => mock.server.close());
beforeEach(() => authActions.loggedOut());
afterEach(() => {
  cleanup();
  mock.server.resetHandlers();
});

/** Signs in through the mock's password grant and session call, as the login page does. */
const signIn = (username: string, password: string) => signInPatron(username, password);

const renderDashboard = () =>
  renderRoutes(
    (queryClient) => [
      { path: '/login', element: <p>Página de login</p> },
      {
        path: '/meu-portal',
        Component: PersonalAreaLayout,
        children: personalAreaRoutes(queryClient),
      },
    ],
    '/meu-portal',
  );

// The first render waits for the lazy screen module and four answers; a busy machine is slow.
const firstRender = { timeout: 10_000 };

const card = (name: string) => screen.getByRole('region', { name });

describe('personal-area dashboard', { timeout: 30_000 }, () => {
  it('leads with what needs the patron’s attention, then the counts', async () => {
    await signIn('leitor', 'leitor123');
    await renderDashboard();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meu portal' }, firstRender),
    ).toBeTruthy();
    expect(screen.getByText('Olá, Ana')).toBeTruthy();
    // docs/qa.md, QA accounts: 3 loans (Dom Casmurro overdue), 2 released holds, one
    // open debt owing 4.50, 2 unread alerts.
    const attention = screen.getByRole('region', { name: 'Precisa da sua atenção' });
    const overdue = await within(attention).findByRole(
      'link',
      { name: '1 empréstimo em atraso' },
      firstRender,
    );
    expect(overdue.getAttribute('href')).toBe('/meu-portal/emprestimos');
    expect(
      within(attention).getByText('Dom Casmurro: a devolução era em 14/11/2026.'),
    ).toBeTruthy();
    expect(
      within(attention)
        .getByRole('link', { name: '2 reservas prontas para retirada' })
        .getAttribute('href'),
    ).toBe('/meu-portal/reservas');
    expect(
      within(attention).getByRole('link', { name: /^1 débito a pagar: R\$\s4,50$/ }),
    ).toBeTruthy();
    // Overdue first: the most urgent leads.
    expect(within(attention).getAllByRole('link')[0]).toBe(overdue);
    expect(within(attention).queryByText(/Nada precisa/)).toBeNull();

    await within(card('Alertas não lidos')).findByText('2', {}, firstRender);
    expect(within(card('Empréstimos em andamento')).getByText('3')).toBeTruthy();
    expect(within(card('Reservas liberadas para retirada')).getByText('2')).toBeTruthy();
    expect(within(card('Débitos em aberto')).getByText('1')).toBeTruthy();
    expect(within(card('Débitos em aberto')).getByText(/Total devido: R\$\s4,50/)).toBeTruthy();
    // Each count links to the screen that lists it.
    expect(within(card('Empréstimos em andamento')).getByRole('link').getAttribute('href')).toBe(
      '/meu-portal/emprestimos',
    );
    expect(
      within(card('Empréstimos em andamento')).getByText(/^Próxima devolução: Grande sertão/),
    ).toBeTruthy();
    // leitor's registration does not end within 30 days.
    expect(screen.queryByText(/Seu cadastro vence/)).toBeNull();
  });

  it('says in one line when nothing needs attention', async () => {
    await signIn('leitor', 'leitor123');
    mock.server.use(
      http.get('*/api/emprestimo/titulos-pendentes', () => HttpResponse.json([])),
      http.get('*/api/emprestimo/debitos-pendentes', () => HttpResponse.json([])),
      http.get('*/api/reserva', () => HttpResponse.json({ data: [], total: 0, limite: 5 })),
    );
    await renderDashboard();

    const attention = await screen.findByRole(
      'region',
      { name: 'Precisa da sua atenção' },
      firstRender,
    );
    expect(
      await within(attention).findByText(
        'Nada precisa da sua atenção agora: nenhum atraso, reserva para retirar ou débito a pagar.',
        {},
        firstRender,
      ),
    ).toBeTruthy();
    expect(within(attention).queryByRole('link')).toBeNull();
  });

  it('shows a failed figure’s own error and retries it, leaving the others in place', async () => {
    await signIn('leitor', 'leitor123');
    let failing = true;
    mock.server.use(
      http.get('*/api/reserva', () =>
        failing
          ? HttpResponse.json({ message: 'falhou', status: 500 }, { status: 500 })
          : undefined,
      ),
    );
    await renderDashboard();

    const holds = await screen.findByRole(
      'region',
      { name: 'Reservas liberadas para retirada' },
      firstRender,
    );
    expect(
      await within(holds).findByText('Não foi possível carregar esta informação.', {}, firstRender),
    ).toBeTruthy();
    expect(
      await within(card('Empréstimos em andamento')).findByText('3', {}, firstRender),
    ).toBeTruthy();

    failing = false;
    await userEvent.click(within(holds).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(holds).findByText('2')).toBeTruthy();
  });

  it('warns a patron whose registration ends within 30 days', async () => {
    await signIn('professor', 'professor123');
    await renderDashboard();

    expect(
      await screen.findByText(/Seu cadastro vence em \d{2}\/\d{2}\/\d{4}\./, {}, firstRender),
    ).toBeTruthy();
  });
});
