// @vitest-environment jsdom
import { type QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { createMemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDb } from '../../../mocks/db';
import { createMockServer } from '../../../mocks/node';
import { configureApi, requestToken } from '../../../src/api/client';
import { getSessionUser } from '../../../src/api/generated/hooks/auth/auth';
import { createQueryClient } from '../../../src/app/query-client';
import { UserSwapPage } from '../../../src/features/auth/user-swap/user-swap-page';
import { initI18n } from '../../../src/lib/i18n/init-i18n';
import {
  activeAuthKind,
  authActions,
  authStoreOf,
  type AuthKind,
} from '../../../src/stores/auth-store';
import { renderRouter } from '../support/render-router';
import { storeBackedTokens } from '../support/store-backed-tokens';
import { publicConfigQueries } from '../../../src/api/queries/public-config-queries';

let mock: Awaited<ReturnType<typeof createMockServer>>;
let i18nInstance: i18n;
let calls: string[] = [];

beforeAll(async () => {
  mock = await createMockServer();
  mock.server.listen({ onUnhandledFrame: 'error' });
  mock.server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  i18nInstance = await initI18n('pt');
}, 60_000);
afterAll(() => mock.server.close());
beforeEach(async () => {
  calls = [];
  await resetDb(mock.context.db);
  mock.context.scenarios.clear();
  authActions.loggedOut();
  configureApi({ tokens: storeBackedTokens(), language: () => i18nInstance.language });
  await i18nInstance.changeLanguage('pt');
});
afterEach(() => {
  cleanup();
  mock.server.resetHandlers();
});

/** Signs in as the login page does, into the session-only or the remembered store. */
async function signIn(
  username: string,
  password: string,
  kind: AuthKind = 'session',
  captcha?: string,
) {
  const credentials = await requestToken({
    grant_type: 'password',
    username,
    password,
    client_id: '4',
    ...(captcha ? { recaptcha_token: captcha } : {}),
  });
  authActions.signedIn(kind, { credentials, user: null, authPermissions: [] });
  const session = await getSessionUser();
  authActions.userLoaded({
    user: session.user,
    authPermissions: session.authPermissions,
    registrationValidUntil: null,
  });
  return credentials;
}

const signedInLogin = () => {
  const kind = activeAuthKind();
  return kind ? authStoreOf(kind).getState().user?.login : undefined;
};

async function renderPage() {
  const queryClient: QueryClient = createQueryClient();
  await queryClient.ensureQueryData(publicConfigQueries.institution());
  await queryClient.ensureQueryData(publicConfigQueries.functionalities());
  const router = createMemoryRouter(
    [
      { path: '/meu-portal/troca-usuario', element: <UserSwapPage /> },
      { path: '/meu-portal', element: <p>personal area home</p> },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/meu-portal/troca-usuario'] },
  );
  renderRouter(router, { i18n: i18nInstance, queryClient });
  await screen.findByRole('heading', { level: 1, name: 'Trocar usuário' });
  calls = [];
  return { router, queryClient };
}

const user = () => userEvent.setup();
const usernameField = () => screen.getByRole('textbox', { name: /Matrícula do outro usuário/ });
const passwordField = () => screen.getByLabelText(/^Senha do outro usuário/);
const swap = () => screen.getByRole('button', { name: 'Trocar usuário' });

async function fillSwap(username: string, password: string) {
  const u = user();
  await u.clear(usernameField());
  await u.type(usernameField(), username);
  await u.clear(passwordField());
  await u.type(passwordField(), password);
  await u.click(swap());
}

describe('user swap page', { timeout: 60_000 }, () => {
  it('swaps to the other login: the old session ends, the remembered store stays remembered', async () => {
    const old = await signIn('varios', 'varios123', 'remembered');
    const { router } = await renderPage();
    expect(
      screen.getByText('Você está usando a conta varios (Juliana Pereira Alves).'),
    ).toBeVisible();
    await fillSwap('varios.pos', 'varios123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/meu-portal'));
    expect(signedInLogin()).toBe('varios.pos');
    expect(activeAuthKind()).toBe('remembered');
    expect(authStoreOf('remembered').getState().credentials?.access_token).not.toBe(
      old.access_token,
    );
    // The password is checked before the swap, which runs with the old session; then the old
    // session's tokens are revoked (issue 17).
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([
      'POST /api/oauth/token',
      'POST /api/pessoas/meu-portal/troca-usuario',
      'POST /api/oauth/revoke',
    ]);
    // The old token no longer works on the server.
    expect(mock.context.tokens.verify(`Bearer ${old.access_token}`)).toBeNull();
  });

  it('a wrong password for the other account changes nothing and keeps what was typed', async () => {
    const old = await signIn('varios', 'varios123');
    await renderPage();
    await fillSwap('varios.pos', 'errada');
    expect(await screen.findByText('Matrícula ou senha incorretos')).toBeVisible();
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(usernameField()).toHaveValue('varios.pos');
    expect(passwordField()).toHaveValue('errada');
    expect(calls).not.toContain('POST /api/pessoas/meu-portal/troca-usuario');
    expect(signedInLogin()).toBe('varios');
    expect(mock.context.tokens.verify(`Bearer ${old.access_token}`)).not.toBeNull();
  });

  it("another person's account: the refusal (422) shows next to the username", async () => {
    await signIn('leitor', 'leitor123');
    await renderPage();
    await fillSwap('professor', 'professor123');
    expect(await screen.findByText('Troca de usuário não permitida.')).toBeVisible();
    expect(usernameField()).toHaveAttribute('aria-invalid', 'true');
    expect(signedInLogin()).toBe('leitor');
  });

  it('checks the form before any call, in the language chosen', async () => {
    await signIn('leitor', 'leitor123');
    await renderPage();
    await user().click(swap());
    expect(screen.getByText('Informe o usuário para o qual deseja trocar.')).toBeVisible();
    expect(screen.getByText('Senha obrigatória!')).toBeVisible();
    await fillSwap(' Leitor ', 'x');
    expect(screen.getByText('Você já está usando este usuário.')).toBeVisible();
    expect(calls.filter((call) => !call.startsWith('GET'))).toEqual([]);
    await i18nInstance.changeLanguage('en');
    expect(await screen.findByText('You are already using this user.')).toBeVisible();
  });

  it('a failed swap call (500) shows the unexpected-error alert; the session goes on', async () => {
    await signIn('varios', 'varios123');
    mock.context.scenarios.set('createUserSwap:500');
    await renderPage();
    await fillSwap('varios.pos', 'varios123');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/Ocorreu um erro inesperado/)).toBeVisible();
    expect(signedInLogin()).toBe('varios');
  });

  it('offers the change of login to a person with several logins, and runs it', async () => {
    await signIn('varios', 'varios123');
    const { router } = await renderPage();
    const logins = await screen.findByRole('radiogroup', { name: 'Suas contas' });
    expect(within(logins).getByRole('radio', { name: /varios\.pos/ })).toBeChecked();
    await user().click(screen.getByRole('button', { name: 'Mudar de conta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meu-portal'));
    expect(calls).toContain('PUT /api/pessoas/troca-login');
    expect(signedInLogin()).toBe('varios.pos');
  });

  it('asks for the captcha where the institution uses it (ify), as the login does', async () => {
    mock.context.settings.profile = 'ify';
    try {
      await signIn('varios', 'varios123', 'session', 'captcha-ok');
      const { router } = await renderPage();
      const u = user();
      await u.type(screen.getByRole('textbox', { name: /do outro usuário/ }), 'varios.pos');
      await u.type(passwordField(), 'varios123');
      await u.click(swap());
      expect(screen.getByText('Faça a verificação do Captcha!')).toBeVisible();
      expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
      await u.click(screen.getByRole('checkbox', { name: 'Não sou um robô' }));
      await u.click(swap());
      await waitFor(() => expect(router.state.location.pathname).toBe('/meu-portal'));
      expect(signedInLogin()).toBe('varios.pos');
    } finally {
      mock.context.settings.profile = 'ufx';
    }
  });

  it('does not offer the change of login to a person with one login', async () => {
    await signIn('leitor', 'leitor123');
    const { queryClient } = await renderPage();
    await waitFor(() =>
      expect(queryClient.getQueryState(['pessoas', 'login'])?.status).toBe('success'),
    );
    expect(screen.queryByRole('button', { name: 'Mudar de conta' })).toBeNull();
  });
});
