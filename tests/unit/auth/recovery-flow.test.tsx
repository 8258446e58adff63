// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { createMemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDb } from '../../../mocks/db';
import { lastRecoveryCode, RECOVERY_CODE_TTL_MS } from '../../../mocks/handlers/people';
import { createMockServer } from '../../../mocks/node';
import { configureApi } from '../../../src/api/client';
import { createQueryClient } from '../../../src/app/query-client';
import { RecoveryFlow } from '../../../src/features/auth/recovery/components/recovery-flow';
import { LoginPage } from '../../../src/features/auth/routes/login-page';
import { initI18n } from '../../../src/lib/i18n/init-i18n';
import { clearNotifications } from '../../../src/lib/notifications/notifications';
import { authActions, authStoreOf } from '../../../src/stores/auth-store';
import { renderRouter } from '../support/render-router';
import { storeBackedTokens } from '../support/store-backed-tokens';
import { publicConfigQueries } from '../../../src/api/queries/public-config-queries';

let mock: Awaited<ReturnType<typeof createMockServer>>;
let i18nInstance: i18n;
/** Method, path and JSON body of each API call, in order. */
let calls: { method: string; path: string; query: string; body: unknown }[] = [];

const realNow = () => Date.now();

beforeAll(async () => {
  mock = await createMockServer();
  mock.server.listen({ onUnhandledFrame: 'error' });
  mock.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const entry: (typeof calls)[number] = {
      method: request.method,
      path: url.pathname,
      query: url.search,
      body: null,
    };
    calls.push(entry);
    if (request.method !== 'GET')
      void request
        .clone()
        .text()
        .then((text) => {
          entry.body = text ? (JSON.parse(text) as unknown) : null;
        })
        .catch(() => undefined);
  });
  i18nInstance = await initI18n('pt');
}, 60_000);
afterAll(() => mock.server.close());
beforeEach(async () => {
  calls = [];
  await resetDb(mock.context.db);
  mock.context.scenarios.clear();
  mock.context.settings.profile = 'ufx';
  mock.context.settings.institutionOverrides = {};
  mock.context.settings.now = realNow;
  authActions.loggedOut();
  clearNotifications();
  configureApi({ tokens: storeBackedTokens(), language: () => i18nInstance.language });
  await i18nInstance.changeLanguage('pt');
});
afterEach(() => {
  cleanup();
  mock.server.resetHandlers();
});

/** The login page (ufx offers "forgot password"), or the flow alone, over the Node mock. */
async function renderApp(what: 'login' | 'flow' = 'login') {
  const queryClient = createQueryClient();
  await queryClient.ensureQueryData(publicConfigQueries.institution());
  await queryClient.ensureQueryData(publicConfigQueries.functionalities());
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      {
        path: '/recuperar',
        element: <RecoveryFlow onRecovered={() => undefined} onBackToLogin={() => undefined} />,
      },
      { path: '/', element: <p>home page</p> },
      { path: '/acervo/:codAcervo', element: <p>title page</p> },
      { path: '/meu-portal/*', element: <p>personal area</p> },
    ],
    { initialEntries: [what === 'login' ? '/login?redirect=%2Facervo%2F7' : '/recuperar'] },
  );
  renderRouter(router, { i18n: i18nInstance, queryClient, withNotifications: true });
  if (what === 'login') {
    await screen.findByRole('heading', { level: 1, name: 'Acesso' });
    await user().click(screen.getByRole('button', { name: 'Esqueci minha senha' }));
  }
  await screen.findByRole('heading', { level: 2, name: 'Identifique-se' });
  calls = [];
  return router;
}

const user = () => userEvent.setup();
const userField = () => screen.getByRole('textbox', { name: /Matrícula|Código de usuário|CPF/ });
const codeField = () => screen.getByRole('textbox', { name: /Código de verificação/ });
const newPassword = () => screen.getByLabelText(/^Nova senha/, { selector: 'input' });
const confirmation = () => screen.getByLabelText(/^Confirme a nova senha/, { selector: 'input' });
const recoveryCalls = () => calls.filter((call) => call.path.endsWith('/recuperar-senha'));

async function startFor(login: string) {
  await user().type(userField(), login);
  await user().click(screen.getByRole('button', { name: 'Enviar código' }));
  await screen.findByRole('heading', { level: 2, name: 'Código de verificação' });
}

async function typeCode(code: string) {
  const field = codeField();
  await user().clear(field);
  await user().type(field, code);
}

describe('password recovery (spec sections 2, 4, 5)', { timeout: 30_000 }, () => {
  it('step 1 asks for the user code, and keeps the focus on it', async () => {
    await renderApp();
    expect(screen.getByText('Passo 1 de 3')).toBeVisible();
    await user().click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('Preencha o código de usuário!')).toBeVisible();
    expect(userField()).toHaveAttribute('aria-invalid', 'true');
    expect(userField()).toHaveFocus();
    expect(recoveryCalls()).toHaveLength(0);
  });

  it('bloqueado recovers (trimmed user, code, rules, trimmed password) and signs in again', async () => {
    await renderApp();
    await startFor('  bloqueado  ');
    expect(recoveryCalls()[0]).toMatchObject({
      method: 'GET',
      path: '/api/pessoas/bloqueado/recuperar-senha',
      query: '',
    });
    // Where the code went and until when.
    expect(screen.getByText(/Pedro Henrique Ramos.*p\*\*\*@/)).toBeVisible();
    expect(screen.getByText(/O código vale até \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    expect(screen.getByText('Passo 2 de 3')).toBeVisible();

    const code = lastRecoveryCode(mock.context, 'bloqueado');
    expect(code).toMatch(/^\d{6}$/);
    // Not yet the full length: nothing is sent.
    await typeCode(code!.slice(0, 5));
    expect(recoveryCalls()).toHaveLength(1);
    await user().type(codeField(), code!.slice(5));
    await screen.findByRole('heading', { level: 2, name: 'Nova senha' });
    expect(recoveryCalls()[1]).toMatchObject({ method: 'POST', body: { code } });

    // The live checklist of the rules the POST answered.
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(within(list).getByText(/ter de 8 a 20 caracteres/)).toBeVisible();
    expect(within(list).getByText(/últimas 3 senhas/)).toBeVisible();
    await user().type(newPassword(), 'pedro1');
    expect(list.querySelector('[data-rule="hasNumbers"]')).toHaveAttribute('data-met', 'true');
    expect(list.querySelector('[data-rule="diffName"]')).toHaveAttribute('data-met', 'false');
    expect(list.querySelector('[data-rule="length"]')).toHaveAttribute('data-met', 'false');

    // Rules not met: the criteria message; the typed text stays.
    await user().click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect(await screen.findByText('A senha não atende a todos os critérios!')).toBeVisible();
    expect(newPassword()).toHaveValue('pedro1');
    expect(newPassword()).toHaveFocus();

    // Mismatch.
    await user().clear(newPassword());
    await user().type(newPassword(), '  Livro#2026  ');
    await user().type(confirmation(), 'Livro#2025');
    await user().click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect(await screen.findByText('As senhas não conferem!')).toBeVisible();
    expect(recoveryCalls()).toHaveLength(2);

    await user().clear(confirmation());
    await user().type(confirmation(), 'Livro#2026');
    await user().click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect(await screen.findByText(/Senha alterada com sucesso/)).toBeVisible();
    await screen.findByRole('heading', { level: 1, name: 'Acesso' });
    expect(recoveryCalls()[2]).toMatchObject({
      method: 'PUT',
      body: { code, password: 'Livro#2026' },
    });

    // The block is lifted: the new password signs in.
    await user().type(screen.getByRole('textbox', { name: /Matrícula/ }), 'bloqueado');
    await user().type(screen.getByLabelText(/^Senha/, { selector: 'input' }), 'Livro#2026');
    await user().click(screen.getByRole('button', { name: 'Acessar' }));
    await waitFor(() => expect(authStoreOf('session').getState().user?.login).toBe('bloqueado'));
  });

  it('a wrong code shows the server message, keeps the code and offers "resend code"', async () => {
    await renderApp();
    await startFor('leitor');
    expect(screen.queryByRole('button', { name: 'Reenviar código' })).not.toBeInTheDocument();
    const right = lastRecoveryCode(mock.context, 'leitor')!;
    const wrong = right === '000000' ? '111111' : '000000';
    await typeCode(wrong);
    await waitFor(() =>
      expect(codeField()).toHaveAccessibleDescription(/Código de verificação inválido\./),
    );
    expect(codeField()).toHaveValue(wrong);
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');

    await user().click(screen.getByRole('button', { name: 'Reenviar código' }));
    expect(await screen.findByText(/Enviamos um novo código/)).toBeVisible();
    expect(recoveryCalls().filter((call) => call.method === 'GET')).toHaveLength(2);
    expect(codeField()).toHaveValue('');
    expect(codeField()).toHaveFocus();
    const fresh = lastRecoveryCode(mock.context, 'leitor')!;
    expect(fresh).not.toBe(right);
    await typeCode(fresh);
    expect(await screen.findByRole('heading', { level: 2, name: 'Nova senha' })).toBeVisible();
  });

  it('an expired code (the mock clock moved past tte) says so; a resent code works', async () => {
    await renderApp();
    await startFor('leitor');
    const code = lastRecoveryCode(mock.context, 'leitor')!;
    mock.context.settings.now = () => realNow() + RECOVERY_CODE_TTL_MS + 1000;
    await typeCode(code);
    await waitFor(() =>
      expect(codeField()).toHaveAccessibleDescription(/O código de verificação expirou/),
    );
    await user().click(screen.getByRole('button', { name: 'Reenviar código' }));
    await screen.findByText(/Enviamos um novo código/);
    await typeCode(lastRecoveryCode(mock.context, 'leitor')!);
    expect(await screen.findByRole('heading', { level: 2, name: 'Nova senha' })).toBeVisible();
  });

  it('an unknown user is told next to the field; the typed code stays', async () => {
    await renderApp();
    await user().type(userField(), 'ninguem');
    await user().click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText(/Usuário não encontrado/)).toBeVisible();
    expect(userField()).toHaveValue('ninguem');
    expect(userField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('a 500 on start is the generic unexpected error', async () => {
    await renderApp();
    mock.context.scenarios.set('startPasswordRecovery:500');
    await user().type(userField(), 'leitor');
    await user().click(screen.getByRole('button', { name: 'Enviar código' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toMatch(/inesperado/i));
    expect(userField()).toHaveValue('leitor');
  });

  it('a password the server refuses (one of the last ones) is told next to the field', async () => {
    await renderApp();
    await startFor('leitor');
    await typeCode(lastRecoveryCode(mock.context, 'leitor')!);
    await screen.findByRole('heading', { level: 2, name: 'Nova senha' });
    mock.context.scenarios.set('updateRecoveredPassword:422=SENHA_IGUAL_ANTERIORES*1');
    await user().type(newPassword(), 'Livro#2026');
    await user().type(confirmation(), 'Livro#2026');
    await user().click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect(await screen.findByText(/diferente das últimas senhas/)).toBeVisible();
    expect(newPassword()).toHaveValue('Livro#2026');
    expect(confirmation()).toHaveValue('Livro#2026');
  });

  it('a code that expired before saving goes back to step 2 with "resend code"', async () => {
    await renderApp();
    await startFor('leitor');
    await typeCode(lastRecoveryCode(mock.context, 'leitor')!);
    await screen.findByRole('heading', { level: 2, name: 'Nova senha' });
    mock.context.settings.now = () => realNow() + RECOVERY_CODE_TTL_MS + 1000;
    await user().type(newPassword(), 'Livro#2026');
    await user().type(confirmation(), 'Livro#2026');
    await user().click(screen.getByRole('button', { name: 'Salvar senha' }));
    await screen.findByRole('heading', { level: 2, name: 'Código de verificação' });
    expect(codeField()).toHaveAccessibleDescription(
      /expirou.*Solicite um novo código para continuar/,
    );
    expect(screen.getByRole('button', { name: 'Reenviar código' })).toBeVisible();
  });

  it('"back to login" and "change user" keep what was typed', async () => {
    await renderApp();
    await startFor('leitor');
    await user().click(screen.getByRole('button', { name: 'Trocar usuário' }));
    await screen.findByRole('heading', { level: 2, name: 'Identifique-se' });
    expect(userField()).toHaveValue('leitor');
    await user().click(screen.getByRole('button', { name: 'Voltar ao login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acesso' })).toBeVisible();
  });
});

describe('recovery with the captcha (activity 1120, ify)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    mock.context.settings.profile = 'ify';
  });

  it('asks for the captcha, then sends its token', async () => {
    await renderApp('flow');
    await user().type(userField(), 'leitor');
    await user().click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('Faça a verificação do Captcha!')).toBeVisible();
    const check = screen.getByRole('checkbox', { name: 'Não sou um robô' });
    expect(check).toHaveAttribute('aria-invalid', 'true');
    expect(check).toHaveFocus();
    expect(recoveryCalls()).toHaveLength(0);
    await user().keyboard(' ');
    expect(screen.queryByText('Faça a verificação do Captcha!')).not.toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Enviar código' }));
    await screen.findByRole('heading', { level: 2, name: 'Código de verificação' });
    expect(recoveryCalls()[0]?.query).toBe('?recaptcha_token=captcha-ok');
  });

  it('"resend code" asks for the captcha again', async () => {
    await renderApp('flow');
    await user().type(userField(), 'leitor');
    await user().click(screen.getByRole('checkbox', { name: 'Não sou um robô' }));
    await user().click(screen.getByRole('button', { name: 'Enviar código' }));
    await screen.findByRole('heading', { level: 2, name: 'Código de verificação' });
    const right = lastRecoveryCode(mock.context, 'leitor')!;
    await typeCode(right === '000000' ? '111111' : '000000');
    await user().click(await screen.findByRole('button', { name: 'Reenviar código' }));
    expect(await screen.findByText('Faça a verificação do Captcha!')).toBeVisible();
    await user().click(screen.getByRole('checkbox', { name: 'Não sou um robô' }));
    await user().click(screen.getByRole('button', { name: 'Reenviar código' }));
    expect(await screen.findByText(/Enviamos um novo código/)).toBeVisible();
    expect(
      recoveryCalls()
        .filter((call) => call.method === 'GET')
        .at(-1)?.query,
    ).toBe('?recaptcha_token=captcha-ok');
  });
});
