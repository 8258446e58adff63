// @vitest-environment jsdom
import { type QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { useState } from 'react';
import { createMemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDb } from '../../../mocks/db';
import { createMockServer } from '../../../mocks/node';
import { configureApi } from '../../../src/api/client';
import { createQueryClient } from '../../../src/app/query-client';
import { LoginModal } from '../../../src/features/auth/components/login-modal';
import { LoginPage } from '../../../src/features/auth/routes/login-page';
import { initI18n } from '../../../src/lib/i18n/init-i18n';
import {
  authActions,
  useRememberedAuthStore,
  useSessionAuthStore,
} from '../../../src/stores/auth-store';
import { renderRouter } from '../support/render-router';
import { storeBackedTokens } from '../support/store-backed-tokens';
import { publicConfigQueries } from '../../../src/api/queries/public-config-queries';

let mock: Awaited<ReturnType<typeof createMockServer>>;
let i18nInstance: i18n;
/** Paths of the API calls the page made, in order. */
let calls: string[] = [];

beforeAll(async () => {
  mock = await createMockServer();
  mock.server.listen({ onUnhandledFrame: 'error' });
  mock.server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  i18nInstance = await initI18n('pt');
  // Seeding the mock takes a while on a busy machine.
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

async function renderLogin(url = '/login?redirect=%2Facervo%2F7', heading = 'Acesso') {
  const queryClient: QueryClient = createQueryClient();
  await queryClient.ensureQueryData(publicConfigQueries.institution());
  await queryClient.ensureQueryData(publicConfigQueries.functionalities());
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <p>home page</p> },
      { path: '/acervo/:codAcervo', element: <p>title page</p> },
      { path: '/meu-portal/*', element: <p>personal area</p> },
      { path: '/reserva', element: <ModalHost /> },
    ],
    { initialEntries: [url] },
  );
  renderRouter(router, { i18n: i18nInstance, queryClient });
  await screen.findByRole('heading', {
    level: heading === 'Acesso' && url.startsWith('/reserva') ? 2 : 1,
    name: heading,
  });
  // Only what the login itself calls counts (not the start-up's public token).
  calls = [];
  return router;
}

/** A page that needs a patron and opens the login modal. */
function ModalHost() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'modal open' : 'modal closed'}</p>
      <LoginModal isOpen={open} onOpenChange={setOpen} />
    </>
  );
}

const user = () => userEvent.setup();
const usernameField = () => screen.getByRole('textbox', { name: /Matrícula/ });
const passwordField = () => screen.getByLabelText(/^Senha/);
const submit = () => screen.getByRole('button', { name: 'Acessar' });

async function signIn(username: string, password: string, { remember = false } = {}) {
  const u = user();
  await u.type(usernameField(), username);
  await u.type(passwordField(), password);
  if (remember) await u.click(screen.getByRole('checkbox', { name: 'Lembrar-me' }));
  await u.click(submit());
}

describe('login page (institution ufx)', { timeout: 30_000 }, () => {
  it('shows the institution pieces: notice, login term, direct to, SAML, forgot password', async () => {
    await renderLogin();
    const notice = screen.getByRole('button', { name: 'Aviso da instituição' });
    expect(notice).toHaveAttribute('aria-expanded', 'false');
    await user().click(notice);
    expect(notice).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/matrícula e a senha do sistema acadêmico/)).toBeVisible();
    expect(usernameField()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostrar senha' })).toBeInTheDocument();
    const directTo = screen.getByRole('radiogroup', { name: 'Direcionar para' });
    expect(directTo).toBeInTheDocument();
    // The redirect is a catalogue page, so the catalogue is the first choice.
    expect(screen.getByRole('radio', { name: 'Catálogo on-line' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Acesso institucional' })).toBeInTheDocument();
    expect(screen.getByRole('separator', { name: 'OU' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Esqueci minha senha' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
  });

  it('checks the fields before calling the server and keeps what was typed', async () => {
    await renderLogin();
    const u = user();
    await u.click(submit());
    expect(await screen.findByText('Preencha todos os campos para fazer login!')).toBeVisible();
    expect(screen.getByText('O usuário é obrigatório!')).toBeVisible();
    expect(screen.getByText('Senha obrigatória!')).toBeVisible();
    expect(usernameField()).toHaveFocus();

    await u.type(usernameField(), 'leitor');
    await u.click(submit());
    expect(screen.queryByText('Preencha todos os campos para fazer login!')).toBeNull();
    expect(screen.getByText('Senha obrigatória!')).toBeVisible();
    expect(passwordField()).toHaveFocus();
    expect(usernameField()).toHaveValue('leitor');
    expect(calls.filter((call) => call === 'POST /api/oauth/token')).toEqual([]);
  });

  it('leitor signs in to the session store and lands on the redirect', async () => {
    const router = await renderLogin();
    await signIn('leitor', 'leitor123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/acervo/7'));
    expect(useSessionAuthStore.getState().user?.login).toBe('leitor');
    expect(useSessionAuthStore.getState().credentials?.access_token).toBeTruthy();
    expect(useSessionAuthStore.getState().authPermissions.length).toBeGreaterThan(0);
    expect(useRememberedAuthStore.getState().user).toBeNull();
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST /api/oauth/token',
        'GET /api/pessoas',
        'GET /api/pessoas/login',
      ]),
    );
  });

  it('remember me keeps the sign-in in the remembered store', async () => {
    const router = await renderLogin();
    await signIn('professor', 'professor123', { remember: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/acervo/7'));
    expect(useRememberedAuthStore.getState().user?.login).toBe('professor');
    expect(useRememberedAuthStore.getState().registrationValidUntil).toBeTruthy();
    expect(useSessionAuthStore.getState().user).toBeNull();
  });

  it('"direct to" the personal area sends a user with activity 8 there', async () => {
    const router = await renderLogin();
    await user().click(screen.getByRole('radio', { name: 'Área pessoal' }));
    await signIn('professor', 'professor123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/meu-portal'));
  });

  it('wrong password: "{login term} or password incorrect", then 430 after 5 in a row', async () => {
    await renderLogin();
    const u = user();
    await signIn('leitor', 'errada');
    expect(await screen.findByText('Matrícula ou senha incorretos')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Matrícula ou senha incorretos');
    expect(usernameField()).toHaveValue('leitor');
    expect(passwordField()).toHaveValue('errada');
    for (let attempt = 2; attempt <= 5; attempt++) await u.click(submit());
    expect(await screen.findByText(/Senha bloqueada por excesso de tentativas/)).toBeVisible();
    // Even the right password is refused until the password is recovered.
    await u.clear(passwordField());
    await u.type(passwordField(), 'leitor123');
    await u.click(submit());
    await waitFor(() =>
      expect(calls.filter((call) => call === 'POST /api/oauth/token')).toHaveLength(6),
    );
    expect(await screen.findByText(/Senha bloqueada por excesso de tentativas/)).toBeVisible();
    expect(useSessionAuthStore.getState().user).toBeNull();
  });

  it.each([
    ['bloqueado', /Senha bloqueada por excesso de tentativas/],
    ['limite', /Muitas tentativas consecutivas/],
    ['erro500', /Ocorreu um erro inesperado/],
    ['invalido', /Sua matrícula está vencida/],
  ])('%s sees its message in the alert region', async (account, message) => {
    await renderLogin();
    await signIn(account, 'qualquer');
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toMatch(message));
    expect(usernameField()).toHaveValue(account);
    expect(useSessionAuthStore.getState().user).toBeNull();
  });

  it('the blocked message offers the forgot-password link', async () => {
    await renderLogin();
    await signIn('bloqueado', 'qualquer');
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toMatch(/Senha bloqueada/));
    const links = screen.getAllByRole('button', { name: 'Esqueci minha senha' });
    expect(links.some((link) => alert.contains(link))).toBe(true);
  });

  it.each([
    ['createToken:400', /Falha na requisição de login/],
    ['createToken:network', /O servidor não pôde ser contatado/],
  ])('%s is explained', async (scenario, message) => {
    await renderLogin();
    mock.context.scenarios.set(scenario);
    await signIn('leitor', 'leitor123');
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toMatch(message));
  });

  it('varios chooses an account, switches to it and then navigates', async () => {
    const router = await renderLogin();
    await signIn('varios', 'varios123');
    expect(await screen.findByRole('heading', { name: 'Escolha a conta' })).toBeVisible();
    const choices = screen.getAllByRole('radio');
    expect(choices).toHaveLength(2);
    await user().click(screen.getByRole('radio', { name: /varios\.pos/ }));
    await user().click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/acervo/7'));
    expect(calls).toContain('PUT /api/pessoas/troca-login');
    expect(useSessionAuthStore.getState().user?.login).toBe('varios.pos');
  });

  it('a redirect naming a publisher base opens its access address in a new tab', async () => {
    const tab = { opener: window, location: { href: '' } } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    const router = await renderLogin('/login?redirect=biblioteca-virtual');
    await signIn('leitor', 'leitor123');
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open.mock.calls[0]?.[1]).toBe('_blank');
    await waitFor(() =>
      expect(tab.location.href).toMatch(/^https:\/\/bv\.example\.com\/login\?token=/),
    );
    expect(tab.opener).toBeNull();
    expect(calls).toContain('POST /api/pessoas/bases/biblioteca-virtual/url-acesso');
    // The login itself ends where it would without a redirect (the institution's default).
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    open.mockRestore();
  });

  it('validation messages in English', async () => {
    await i18nInstance.changeLanguage('en');
    await renderLogin('/login', 'Access');
    await user().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Fill all the fields to login!')).toBeVisible();
    expect(screen.getByText('The username is required!')).toBeVisible();
    expect(screen.getByText('Password required!')).toBeVisible();
  });

  it('the modal "Acesso" signs in without leaving the page and closes (activity 107)', async () => {
    const router = await renderLogin('/reserva');
    const dialog = screen.getByRole('dialog', { name: 'Acesso' });
    expect(screen.queryByRole('radiogroup', { name: 'Direcionar para' })).toBeNull();
    await signIn('leitor', 'leitor123');
    await waitFor(() => expect(screen.getByText('modal closed')).toBeInTheDocument());
    expect(dialog).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reserva');
    expect(useSessionAuthStore.getState().user?.login).toBe('leitor');
    // The modal never runs the account choice.
    expect(calls).not.toContain('GET /api/pessoas/login');
  });
});
