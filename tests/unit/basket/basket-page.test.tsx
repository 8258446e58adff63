// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { createMemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mocks/node';
import { configureApi } from '../../../src/api/client';
import { memoryTokenStorage } from '../../../src/api/token-storage';
import { createQueryClient } from '../../../src/app/query-client';
import { paths } from '../../../src/config/paths';
import { BasketPage } from '../../../src/features/basket/routes/basket-page';
import { initI18n } from '../../../src/lib/i18n/init-i18n';
import {
  clearNotifications,
  notificationQueue,
} from '../../../src/lib/notifications/notifications';
import { authActions } from '../../../src/stores/auth-store';
import { useBasketStore } from '../../../src/stores/basket-store';
import { signInPatron } from '../support/sign-in-patron';
import { renderRouter } from '../support/render-router';

let mock: Awaited<ReturnType<typeof createMockServer>>;
let i18nInstance: i18n;
const slow = { timeout: 10_000 };

beforeAll(async () => {
  mock = await createMockServer();
  mock.server.listen({ onUnhandledFrame: 'error' });
  i18nInstance = await initI18n('pt');
}, 60_000);
afterAll(() => mock.server.close());
beforeEach(() => {
  configureApi({ tokens: memoryTokenStorage(), language: () => i18nInstance.language });
  authActions.loggedOut();
  useBasketStore.setState({
    itens: {
      7: { cod_acervo: 7, titulo: 'Dom Casmurro' },
      8: { cod_acervo: 8, titulo: 'Esaú e Jacó' },
    },
  });
  clearNotifications();
});
afterEach(() => {
  cleanup();
  mock.server.resetHandlers();
});

function renderBasket() {
  const router = createMemoryRouter(
    [
      { path: paths.basket.pattern, element: <BasketPage /> },
      { path: paths.login.pattern, element: <p>login page</p> },
    ],
    { initialEntries: ['/cesta'] },
  );
  renderRouter(router, {
    i18n: i18nInstance,
    queryClient: createQueryClient({ reportError: () => undefined }),
  });
  return router;
}

const toasts = () =>
  notificationQueue.queue.visibleToasts.map((toast) =>
    typeof toast.content.title === 'string' ? toast.content.title : '',
  );

describe('basket page', { timeout: 30_000 }, () => {
  it('names each bad recipient next to the field and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderBasket();
    const recipients = await screen.findByRole('textbox', { name: /Destinatários/ }, slow);
    await user.type(recipients, 'ana@exemplo.org;beto@');
    await user.click(screen.getByRole('button', { name: 'Enviar e-mail' }));
    expect(recipients).toHaveAttribute('aria-invalid', 'true');
    expect(recipients).toHaveAccessibleDescription(
      /"beto@" não é um endereço de e-mail válido \(destinatário 2\)\./,
    );
    expect(recipients).toHaveValue('ana@exemplo.org;beto@');
    // The refused submit takes the keyboard to the field that needs fixing.
    expect(recipients).toHaveFocus();
    expect(mock.context.db.sentEmails.all()).toHaveLength(0);
  });

  it('sends to several recipients through the mock and says so', async () => {
    const user = userEvent.setup();
    renderBasket();
    const recipients = await screen.findByRole('textbox', { name: /Destinatários/ }, slow);
    await user.type(recipients, 'ana@exemplo.org; joao@exemplo.org');
    await user.type(screen.getByRole('textbox', { name: /Mensagem/ }), 'Para a disciplina.');
    await user.click(screen.getByRole('button', { name: 'Enviar e-mail' }));
    await waitFor(() => expect(toasts()).toContain('E-mail enviado para 2 destinatários.'), slow);
    const sent = mock.context.db.sentEmails.all().at(-1);
    expect(sent?.destinatarios).toEqual(['ana@exemplo.org', 'joao@exemplo.org']);
    expect(sent?.acervos).toEqual([7, 8]);
    expect(sent?.corpo).toContain('Para a disciplina.');
    expect(sent?.corpo).toContain('Dom Casmurro');
  });

  it('offers a visitor a sign-in that comes back to the basket', async () => {
    renderBasket();
    const region = await screen.findByRole('region', { name: 'Cesta permanente' }, slow);
    const link = within(region).getByRole('link', {
      name: 'Entrar para salvar na cesta permanente',
    });
    expect(link).toHaveAttribute('href', '/login?redirect=%2Fcesta');
  });

  it("saves the chosen titles to a signed-in patron's permanent basket", async () => {
    const user = userEvent.setup();
    const { user: patron } = await signInPatron('leitor', 'leitor123', () => i18nInstance.language);
    renderBasket();
    await user.click(await screen.findByRole('checkbox', { name: 'Selecionar Esaú e Jacó' }, slow));
    await user.click(screen.getByRole('button', { name: 'Salvar na cesta permanente' }));
    await waitFor(() => expect(toasts()).toContain('1 título salvo na cesta permanente.'), slow);
    const saved = mock.context.db.permanentBasket
      .all()
      .filter((row) => row.cod_pessoa === patron.cod_pessoa)
      .map((row) => row.cod_acervo);
    expect(saved).toContain(8);
  });
});
