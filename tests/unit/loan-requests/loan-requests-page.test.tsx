// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { LoanRequestsPage } from '../../../src/features/loan-requests/routes/loan-requests-page';
import { setUpPatronPages } from '../support/patron-pages-harness';

let calls: string[] = [];
const slow = { timeout: 10_000 };

const harness = setUpPatronPages(
  [
    { path: paths.loanRequests.pattern, element: <LoanRequestsPage /> },
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

const listOf = () => screen.findByRole('list', { name: 'Solicitações de empréstimo' }, slow);

describe('Query loan requests', { timeout: 30_000 }, () => {
  it("lists leitor's requests with status, dates and a link to each title", async () => {
    await harness.signIn('leitor');
    harness.renderAt(paths.loanRequests.href());
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Consultar solicitações de empréstimo' },
        slow,
      ),
    ).toBeTruthy();
    const list = await listOf();
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 2, name: '6 solicitações' })).toBeTruthy();
    for (const status of [
      'Aguardando',
      'Em trânsito',
      'Disponível',
      'Retirada',
      'Finalizada',
      'Não finalizada / cancelada',
    ])
      expect(within(list).getByText(status)).toBeTruthy();
    expect(within(list).getAllByText('Data da solicitação')).toHaveLength(6);
    // Open requests are not concluded yet; concluded ones show the date.
    expect(within(list).getAllByText('Não concluída')).toHaveLength(3);
    expect(within(list).getByText('16/10/2026')).toBeTruthy();
    const link = within(list).getAllByRole('link')[0];
    expect(link?.getAttribute('href')).toMatch(/^\/acervo\/\d+$/);
  });

  it('filters by status and period through the address, and refuses a start after the end', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    const router = harness.renderAt(`${paths.loanRequests.href()}?situacao=em_transito`);
    const list = await listOf();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Em trânsito')).toBeTruthy();
    expect(calls).toContain('GET /api/solicitacao-emprestimo?status=em_transito');
    expect(screen.getByRole('button', { name: /Situação$/ }).textContent).toContain('Em trânsito');

    await user.type(screen.getByLabelText('Solicitadas a partir de'), '2026-11-02');
    await user.type(screen.getByLabelText('Solicitadas até'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(screen.getByText('A data inicial não pode ser posterior à data final.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Solicitadas a partir de')),
    );
    expect(router.state.location.search).toBe('?situacao=em_transito');

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(async () =>
      expect(within(await listOf()).getAllByRole('listitem')).toHaveLength(6),
    );
  });

  it('says when no request matches the filters', async () => {
    await harness.signIn('leitor');
    harness.renderAt(`${paths.loanRequests.href()}?de=2020-01-01&ate=2020-12-31`);
    expect(
      await screen.findByText(
        /^Nenhuma solicitação com estes filtros\. Mude o período/,
        undefined,
        slow,
      ),
    ).toBeTruthy();
    expect(calls).toContain(
      'GET /api/solicitacao-emprestimo?dataIni=2020-01-01&dataFim=2020-12-31',
    );
  });

  it('shows the empty state for novo', async () => {
    await harness.signIn('novo');
    harness.renderAt(paths.loanRequests.href());
    expect(
      await screen.findByText(
        /^Você não tem solicitações de empréstimo\. Para pedir/,
        undefined,
        slow,
      ),
    ).toBeTruthy();
  });

  it('says the requests could not be fetched, with a retry', async () => {
    harness.mock.context.scenarios.set('listLoanRequests:500');
    await harness.signIn('leitor');
    harness.renderAt(paths.loanRequests.href());
    expect(
      await screen.findByText('Erro ao buscar as solicitações.', undefined, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});
