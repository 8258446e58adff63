// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { DebtsPage } from '../../../src/features/debts/routes/debts-page';
import { DeviationsPage } from '../../../src/features/debts/routes/deviations-page';
import { NoDebtsPage } from '../../../src/features/debts/routes/no-debts-page';
import { setUpPatronPages } from '../support/patron-pages-harness';

let bodies: { path: string; body: unknown }[] = [];
const slow = { timeout: 10_000 };
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');

/** Records the body of every POST (JSON, multipart form, or else its content type). */
function recordBody(request: Request) {
  const url = new URL(request.url);
  if (request.method !== 'POST') return;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('json'))
    void request
      .clone()
      .json()
      .then((body: unknown) => bodies.push({ path: url.pathname, body }));
  else if (type.includes('multipart/form-data'))
    void request
      .clone()
      .formData()
      .then((body) => bodies.push({ path: url.pathname, body }));
  else bodies.push({ path: url.pathname, body: type });
}

const harness = setUpPatronPages(
  [
    { path: paths.debts.pattern, element: <DebtsPage /> },
    { path: paths.deviations.pattern, element: <DeviationsPage /> },
    { path: paths.noDebts.pattern, element: <NoDebtsPage /> },
  ],
  { onRequest: recordBody },
);
beforeEach(() => {
  bodies = [];
});
const renderAt = (url: string) => void harness.renderAt(url);
const signIn = (account: string) => harness.signIn(account);

describe('debit screen', { timeout: 30_000 }, () => {
  it("groups leitor's debt under its library in reais and asks a slip for exactly what is owed", async () => {
    const user = userEvent.setup();
    await signIn('leitor');
    renderAt(paths.debts.href());
    const library = await screen.findByRole('region', { name: 'Biblioteca Central' }, slow);
    expect(plain(within(library).getByText(/Total devido nesta biblioteca/).textContent)).toBe(
      'Total devido nesta biblioteca: R$ 4,50',
    );
    // The debt says it is open and what is owed; being the library's only one, it has its own Pay.
    const debt = within(library).getByRole('listitem');
    expect(within(debt).getByText('Em aberto')).toBeTruthy();
    expect(plain(within(debt).getByText(/^Devido:/).textContent)).toBe('Devido: R$ 4,50');
    expect(within(debt).getByRole('button', { name: /^Pagar/ }).textContent).toBe('Pagar');
    const button = await within(library).findByRole(
      'button',
      { name: /gerar boleto \(GRU\) de R\$\s4,50 para Biblioteca Central/i },
      slow,
    );
    await user.click(button);
    expect(await screen.findByText('Boleto (GRU) gerado.', undefined, slow)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir o boleto' }).getAttribute('href')).toMatch(
      /^https:\/\/pagtesouro\.example\.gov\.br\/gru\//,
    );
    expect(bodies.find((entry) => entry.path === '/api/unidade-informacao/gru')?.body).toEqual({
      valor: 4.5,
      codBiblioteca: 1,
    });
  });

  it('gives the no-tax-number message of the error catalogue', async () => {
    const user = userEvent.setup();
    harness.mock.context.scenarios.set('createPaymentSlip:422=USUARIO_SEM_CPF');
    await signIn('leitor');
    renderAt(paths.debts.href());
    await user.click(await screen.findByRole('button', { name: /gerar boleto/i }, slow));
    expect(
      await screen.findByText(
        'Usuário sem CPF cadastrado. Procure a unidade de informação.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
  });

  it('says novo owes nothing and has no suspensions', async () => {
    await signIn('novo');
    renderAt(paths.debts.href());
    expect(
      await screen.findByText('Você não tem débitos em aberto.', undefined, slow),
    ).toBeTruthy();
    cleanup();
    renderAt(paths.deviations.href());
    expect(await screen.findByText('Você não tem suspensões.', undefined, slow)).toBeTruthy();
  });
});

describe('no-debts declaration', { timeout: 30_000 }, () => {
  it('is refused to leitor with the reason', async () => {
    await signIn('leitor');
    renderAt(paths.noDebts.href());
    expect(
      await screen.findByText(
        'Declaração indisponível: há empréstimos em aberto.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Emitir a declaração' })).toBeNull();
  });

  it('is issued to novo only after the confirmation, then offers the e-mail', async () => {
    const user = userEvent.setup();
    await signIn('novo');
    renderAt(paths.noDebts.href());
    await user.click(await screen.findByRole('button', { name: 'Emitir a declaração' }, slow));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(
      within(dialog).getByRole('button', { name: 'Emitir e inativar meu cadastro' }),
    );
    expect(await screen.findByText('Declaração emitida.', undefined, slow)).toBeTruthy();
    // The e-mail form follows (sending it is covered in the browser: jsdom's FormData does not
    // reach Node's fetch); novo has no registered address, so it asks for one.
    expect(await screen.findByRole('textbox', { name: 'E-mail' }, slow)).toBeTruthy();
    expect(
      screen.getByText('Você não tem e-mail cadastrado: informe para onde enviar.'),
    ).toBeTruthy();
  });
});
