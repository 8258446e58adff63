// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { useState } from 'react';
import { createMemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDb } from '../../../mocks/db';
import { createMockServer } from '../../../mocks/node';
import { configureApi } from '../../../src/api/client';
import { createQueryClient } from '../../../src/app/query-client';
import { OIDC_NONCE_STORAGE_KEY } from '../../../src/features/auth/api/logout';
import { EmbeddedLogin } from '../../../src/features/auth/components/embedded-login';
import { LoginModal } from '../../../src/features/auth/components/login-modal';
import { LoginPage } from '../../../src/features/auth/routes/login-page';
import { initI18n } from '../../../src/lib/i18n/init-i18n';
import { authActions, useIsSignedIn, useSessionAuthStore } from '../../../src/stores/auth-store';
import { authTokenStorage } from '../../../src/stores/auth-token-storage';
import { renderRouter } from '../support/render-router';
import { publicConfigQueries } from '../../../src/api/queries/public-config-queries';

let mock: Awaited<ReturnType<typeof createMockServer>>;
let i18nInstance: i18n;
let calls: string[] = [];
/** The `username` of every password grant sent. */
let grantedUsernames: string[] = [];

// Sign-ins against the mock take more than the default second on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  // `ify`: two-step OIDC login, category and duplicate-person selectors, captcha 1120, no 107.
  mock = await createMockServer({ profile: 'ify' });
  mock.server.listen({ onUnhandledFrame: 'error' });
  mock.server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    calls.push(`${request.method} ${pathname}`);
    if (request.method === 'POST' && pathname === '/api/oauth/token')
      void request
        .clone()
        .text()
        .then((body) => {
          const form = new URLSearchParams(body);
          if (form.get('grant_type') === 'password')
            grantedUsernames.push(form.get('username') ?? '');
        });
  });
  i18nInstance = await initI18n('pt');
}, 60_000);
afterAll(() => mock.server.close());
beforeEach(async () => {
  calls = [];
  grantedUsernames = [];
  await resetDb(mock.context.db);
  mock.context.scenarios.clear();
  authActions.loggedOut();
  sessionStorage.clear();
  configureApi({ tokens: authTokenStorage(), language: () => i18nInstance.language });
  await i18nInstance.changeLanguage('pt');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A title tab that needs a patron, with the login embedded in it. */
function EmbeddingPage() {
  const signedIn = useIsSignedIn();
  return signedIn ? <p>hold options</p> : <EmbeddedLogin heading="Entre para reservar" />;
}

function ModalHost() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'modal open' : 'modal closed'}</p>
      <LoginModal isOpen={open} onOpenChange={setOpen} />
    </>
  );
}

async function renderAt(url: string) {
  const queryClient = createQueryClient();
  await queryClient.ensureQueryData(publicConfigQueries.institution());
  await queryClient.ensureQueryData(publicConfigQueries.functionalities());
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <p>home page</p> },
      { path: '/acervo/:codAcervo', element: <p>title page</p> },
      { path: '/meu-portal/*', element: <p>personal area</p> },
      { path: '/reserva', element: <EmbeddingPage /> },
      { path: '/modal', element: <ModalHost /> },
    ],
    { initialEntries: [url] },
  );
  renderRouter(router, { i18n: i18nInstance, queryClient });
  await screen.findByRole('button', { name: 'Avançar' });
  calls = [];
  return router;
}

const user = () => userEvent.setup();
const usernameField = () => screen.getByRole('textbox', { name: /CPF ou matrícula/ });
const passwordField = () => screen.getByLabelText(/^Senha/);
const nextButton = () => screen.getByRole('button', { name: 'Avançar' });
const submit = () => screen.getByRole('button', { name: 'Entrar' });
const captcha = () => screen.getByRole('checkbox', { name: /Não sou um robô/ });

async function stepOne(username: string) {
  const u = user();
  await u.type(usernameField(), username);
  await u.click(nextButton());
  await screen.findByLabelText(/^Senha/);
}

async function stepTwo(password: string, { solveCaptcha = true } = {}) {
  const u = user();
  await u.type(passwordField(), password);
  if (solveCaptcha) await u.click(captcha());
  await u.click(submit());
}

describe('two-step login (institution ify)', { timeout: 30_000 }, () => {
  it('step 1 asks only the username, with a labelled back arrow and "Avançar"', async () => {
    const router = await renderAt('/login?redirect=%2Facervo%2F7');
    expect(usernameField()).toBeVisible();
    expect(screen.queryByLabelText(/^Senha/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Entrar' })).toBeNull();
    await user().click(nextButton());
    expect(await screen.findByText('O usuário é obrigatório!')).toBeVisible();
    expect(usernameField()).toHaveFocus();
    expect(calls).toEqual([]);
    await user().click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/acervo/7'));
  });

  it('leitor: password step with category 01 and captcha; the username carries #P01', async () => {
    const router = await renderAt('/login?redirect=%2Facervo%2F7');
    await stepOne('leitor');
    expect(passwordField()).toHaveFocus();
    expect(screen.getByText('leitor')).toBeVisible();
    // The username's owner is greeted (`/pessoas/{user}/nome`), so a wrong account shows at once.
    expect(await screen.findByText('Olá, Ana Beatriz Souza Lima. Digite sua senha.')).toBeVisible();
    const category = screen.getByRole('button', { name: /Categoria/ });
    expect(category).toHaveTextContent('Aluno de graduação');
    // Without the captcha nothing is sent; the message stands next to the widget.
    await stepTwo('leitor123', { solveCaptcha: false });
    const group = screen.getByRole('group', { name: /Verificação/ });
    expect(within(group).getByText('Faça a verificação do Captcha!')).toBeVisible();
    expect(calls).not.toContain('POST /api/oauth/token');
    await user().click(captcha());
    await user().click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/acervo/7'));
    expect(grantedUsernames).toEqual(['leitor#P01']);
    expect(useSessionAuthStore.getState().user?.login).toBe('leitor');
  });

  it('the category chosen goes with the username (professor is category 05)', async () => {
    const router = await renderAt('/login?redirect=%2Facervo%2F7');
    await stepOne('professor');
    await stepTwo('professor123');
    expect(await screen.findByText('CPF ou matrícula ou senha incorretos')).toBeVisible();
    // The captcha token was used: a fresh check is needed, what was typed stays.
    expect(captcha()).not.toBeChecked();
    expect(passwordField()).toHaveValue('professor123');
    const u = user();
    await u.click(screen.getByRole('button', { name: /Categoria/ }));
    await u.click(await screen.findByRole('option', { name: 'Professor' }));
    await u.click(captcha());
    await u.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/acervo/7'));
    expect(grantedUsernames).toEqual(['professor#P01', 'professor#P05']);
  });

  it('duplicado must pick one of the two people, and signs in as that person', async () => {
    const router = await renderAt('/login?redirect=%2Facervo%2F7');
    await stepOne('duplicado');
    expect(calls).toContain('GET /api/pessoas/duplicadas');
    const people = screen.getByRole('radiogroup', { name: /Pessoa/ });
    expect(within(people).getAllByRole('radio')).toHaveLength(2);
    // Two people share the username: no single name is greeted.
    expect(screen.queryByText(/^Olá,/)).toBeNull();
    await stepTwo('duplicado123');
    expect(await within(people).findByText('Selecione uma pessoa!')).toBeVisible();
    expect(calls).not.toContain('POST /api/oauth/token');
    await user().click(screen.getByRole('radio', { name: /Silva Filho/ }));
    await user().click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/acervo/7'));
    expect(grantedUsernames).toEqual(['duplicado#P2018000556']);
    expect(useSessionAuthStore.getState().user?.nome_pessoa).toBe('José Carlos da Silva Filho');
  });

  it('an unknown username greets nobody, and the password step still works', async () => {
    await renderAt('/login');
    await stepOne('ninguem');
    await waitFor(() => expect(calls).toContain('GET /api/pessoas/ninguem/nome'));
    expect(screen.queryByText(/^Olá,/)).toBeNull();
    expect(passwordField()).toHaveFocus();
  });

  it('the arrow of step 2 goes back to step 1 with the username kept', async () => {
    await renderAt('/login');
    await stepOne('leitor');
    await user().click(screen.getByRole('button', { name: 'Voltar e alterar o usuário' }));
    expect(await screen.findByRole('button', { name: 'Avançar' })).toBeVisible();
    expect(usernameField()).toHaveValue('leitor');
    expect(usernameField()).toHaveFocus();
  });

  it('a username with @ starts the OIDC round trip instead of the password step', async () => {
    await renderAt('/login?redirect=%2Facervo%2F7');
    await user().type(usernameField(), 'leitor@ify.example.org');
    await user().click(nextButton());
    await waitFor(() => expect(calls).toContain('GET /api/oidc/authorize'));
    await waitFor(() => expect(sessionStorage.getItem(OIDC_NONCE_STORAGE_KEY)).toBeTruthy());
    expect(sessionStorage.getItem('login_redirect')).toBe('/acervo/7');
    expect(screen.queryByLabelText(/^Senha/)).toBeNull();
  });

  it('the modal keeps the form after success without activity 107', async () => {
    const router = await renderAt('/modal');
    const dialog = screen.getByRole('dialog', { name: 'Acesso' });
    await stepOne('leitor');
    await stepTwo('leitor123');
    expect(await within(dialog).findByText('Login realizado com sucesso.')).toBeVisible();
    expect(screen.getByText('modal open')).toBeInTheDocument();
    expect(useSessionAuthStore.getState().user?.login).toBe('leitor');
    expect(router.state.location.pathname).toBe('/modal');
  });

  it('the embedded login updates the page in place, without navigating', async () => {
    const router = await renderAt('/reserva');
    expect(screen.getByRole('heading', { name: 'Entre para reservar' })).toBeVisible();
    await stepOne('leitor');
    await stepTwo('leitor123');
    expect(await screen.findByText('hold options')).toBeVisible();
    expect(router.state.location.pathname).toBe('/reserva');
    expect(calls).not.toContain('GET /api/pessoas/login');
  });
});
