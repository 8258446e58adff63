// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Title } from '../../../src/api/generated/model';
import { LoanRequestTab } from '../../../src/features/title/components/tabs/loan-request-tab';
import { setUpPatronPages } from '../support/patron-pages-harness';

let posted: unknown[] = [];
const slow = { timeout: 10_000 };

/** The tab as the title page renders it, for a title with one copy on the shelf (6). */
function Tab() {
  const codAcervo = Number(useParams().codAcervo);
  const title = { cod_acervo: codAcervo, exemplares: { disponiveis: 1, total: 1 } };
  return <LoanRequestTab title={title as unknown as Title} />;
}

const harness = setUpPatronPages(
  [
    { path: '/acervo/:codAcervo/solicitacao-emprestimo', element: <Tab /> },
    { path: '/meu-portal/solicitacoes-emprestimo', element: <p>requests</p> },
  ],
  {
    onRequest: (request) => {
      if (request.method === 'POST' && request.url.includes('/solicitacao-emprestimo/'))
        void request
          .clone()
          .json()
          .then((body) => posted.push(body));
    },
  },
);
beforeEach(() => {
  posted = [];
});

const openTab = async () => {
  harness.renderAt('/acervo/6/solicitacao-emprestimo');
  await screen.findByRole('heading', { name: 'Solicitar empréstimo' }, slow);
};

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`${label}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the loan-request tab', { timeout: 60_000 }, () => {
  it('asks a visitor to sign in', async () => {
    harness.renderAt('/acervo/6/solicitacao-emprestimo');
    expect(
      await screen.findByText(
        'Para solicitar o empréstimo deste título, entre com seu usuário.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe(
      '/login?redirect=%2Facervo%2F6%2Fsolicitacao-emprestimo',
    );
  });

  it('names each missing field next to it, focuses the first, checks the e-mail and the home address', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    await openTab();
    // Prefilled from the last request.
    expect(screen.getByRole('textbox', { name: /^Telefone/ })).toHaveProperty(
      'value',
      '(48) 99123-4567',
    );
    expect(screen.queryByText(/ainda não está disponível/)).toBeNull();
    await user.clear(screen.getByRole('textbox', { name: /^E-mail/ }));
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    expect(await screen.findByText('O campo Unidade de recebimento é obrigatório.')).toBeTruthy();
    expect(screen.getByText('O campo Local de recebimento é obrigatório.')).toBeTruthy();
    expect(screen.getByText('Preencha um e-mail válido!')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/Selecione uma opção/));
    expect(posted).toHaveLength(0);

    await choose(user, 'Unidade de recebimento', 'Biblioteca do Campus Tecnológico');
    await choose(user, 'Local de recebimento', 'Entrega em domicílio');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'ufx.example.org');
    // A Brazilian number is laid out as it is typed (issue 39)...
    const phone = screen.getByRole('textbox', { name: /^Telefone/ });
    await user.clear(phone);
    await user.type(phone, '48991234567');
    expect(phone).toHaveProperty('value', '(48) 99123-4567');
    // ...and otherwise the phone keeps only digits, hyphen, parentheses and spaces.
    await user.clear(phone);
    await user.type(phone, '+55 (48) 3721-0001 ramal');
    // The first digits, alone, took the mask's "("; the patron's own layout then stays, with
    // no "+", no letters and at most 16 characters.
    expect(phone).toHaveProperty('value', '(55 (48) 3721-00');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    expect(
      await screen.findByText('O campo Endereço para entrega em domicílio é obrigatório.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('textbox', { name: /^Endereço para entrega em domicílio/ }),
      ),
    );
    expect(posted).toHaveLength(0);

    await user.type(document.activeElement as HTMLElement, 'Rua A, 10');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    expect(
      await screen.findByText('Solicitação de empréstimo enviada.', undefined, slow),
    ).toBeTruthy();
    expect(posted[0]).toMatchObject({
      biblioteca_origem: 1,
      biblioteca_recebimento: 4,
      cod_local_recebimento: 3,
      domicilio: 'Rua A, 10',
      telefone: '(55 (48) 3721-00',
      email: 'ana@ufx.example.org',
    });
    expect(
      screen
        .getByRole('link', { name: 'Consultar solicitações de empréstimo' })
        .getAttribute('href'),
    ).toBe('/meu-portal/solicitacoes-emprestimo');

    // The same request again: refused as identical, with everything typed still there.
    await user.click(screen.getByRole('button', { name: 'Fazer outra solicitação' }));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    const refusal = await screen.findByText('Já existe uma solicitação idêntica.', undefined, slow);
    expect(
      within(refusal.closest('[role="alert"]') as HTMLElement).getByText(
        'Solicitação não realizada',
      ),
    ).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: /^Endereço para entrega em domicílio/ }),
    ).toHaveProperty('value', 'Rua A, 10');
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveProperty(
      'value',
      'ana@ufx.example.org',
    );
  });

  it.each([
    ['SOLICITACAO_LIMITE_EXCEDIDO', 'Você atingiu o limite de solicitações de empréstimo.'],
    ['SOLICITACAO_SEM_EXEMPLAR_DISPONIVEL', 'Não há exemplares disponíveis.'],
    [
      'SOLICITACAO_EXEMPLARES_JA_SOLICITADOS',
      'Já existem solicitações em aberto para todos os exemplares disponíveis.',
    ],
  ])('words the refusal %s and keeps what was typed', async (key, text) => {
    const user = userEvent.setup();
    harness.mock.context.scenarios.set(`createLoanRequest:422=${key}`);
    await harness.signIn('leitor');
    await openTab();
    await choose(user, 'Unidade de recebimento', 'Biblioteca Central');
    await choose(user, 'Local de recebimento', 'Malote para o departamento');
    await user.type(screen.getByRole('textbox', { name: /^Pessoa autorizada/ }), 'João Lima');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    expect(await screen.findByText(text, undefined, slow)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Pessoa autorizada/ })).toHaveProperty(
      'value',
      'João Lima',
    );
    expect(screen.getByRole('button', { name: /Local de recebimento/ }).textContent).toContain(
      'Malote para o departamento',
    );
  });
});
