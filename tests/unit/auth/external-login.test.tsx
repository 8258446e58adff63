// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDb } from '../../../mocks/db';
import { createMockServer } from '../../../mocks/node';
import { configureApi } from '../../../src/api/client';
import { sessionEndpointHeader, sessionEndpointMeta } from '../../../src/api/session-shape';
import { DesignSystemBridge } from '../../../src/app/design-system-bridge';
import { createQueryClient } from '../../../src/app/query-client';
import { beginOidcLogin } from '../../../src/features/auth/api/external-login';
import { fetchSamlLoginLink } from '../../../src/features/auth/api/login-requests';
import { OIDC_NONCE_STORAGE_KEY } from '../../../src/features/auth/api/logout';
import { LoginPage } from '../../../src/features/auth/routes/login-page';
import { OAuthResponsePage } from '../../../src/features/auth/routes/oauth-response-page';
import { SamlResponsePage } from '../../../src/features/auth/routes/saml-response-page';
import { initI18n } from '../../../src/lib/i18n/init-i18n';
import { authActions, useSessionAuthStore } from '../../../src/stores/auth-store';
import { authTokenStorage } from '../../../src/stores/auth-token-storage';

let mock: Awaited<ReturnType<typeof createMockServer>>;
let i18nInstance: i18n;

beforeAll(async () => {
  // The `ify` institution signs in with OIDC; the mock plays the identity provider.
  mock = await createMockServer({ profile: 'ify' });
  mock.server.listen({ onUnhandledFrame: 'error' });
  i18nInstance = await initI18n('pt');
}, 60_000);
afterAll(() => mock.server.close());
beforeEach(async () => {
  await resetDb(mock.context.db);
  authActions.loggedOut();
  sessionStorage.clear();
  configureApi({ tokens: authTokenStorage(), language: () => i18nInstance.language });
});
afterEach(() => cleanup());

function renderAnswer(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/oauth-response', element: <OAuthResponsePage /> },
      { path: '/saml-response', element: <SamlResponsePage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/acervo/:codAcervo', element: <p>title page</p> },
      { path: '/', element: <p>home page</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <I18nextProvider i18n={i18nInstance}>
      <DesignSystemBridge>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </DesignSystemBridge>
    </I18nextProvider>,
  );
  return router;
}

const answerPath = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

describe('external logins', { timeout: 30_000 }, () => {
  it('OIDC: authorize, come back to /oauth-response, validate, open the redirect', async () => {
    const link = await beginOidcLogin('leitor@ify.example.org', '/acervo/7');
    expect(sessionStorage.getItem(OIDC_NONCE_STORAGE_KEY)).toBeTruthy();
    const router = renderAnswer(answerPath(link));
    await waitFor(() => expect(router.state.location.pathname).toBe('/acervo/7'));
    expect(useSessionAuthStore.getState().user?.login).toBe('leitor');
    // Logout needs the nonce to know the session came from the identity provider.
    expect(sessionStorage.getItem(OIDC_NONCE_STORAGE_KEY)).toBeTruthy();
  });

  it('OIDC: a refused answer goes back to the login, which shows it once', async () => {
    sessionStorage.setItem('login_redirect', '/acervo/7');
    const router = renderAnswer('/oauth-response?nonce=forjado');
    expect(
      // The login page loads the institution first, which takes a while on a busy machine.
      await screen.findByText(
        'Erro na validação do token. Tente novamente mais tarde.',
        undefined,
        {
          timeout: 10_000,
        },
      ),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Facervo%2F7');
    expect(sessionStorage.getItem(OIDC_NONCE_STORAGE_KEY)).toBeNull();
    // The next load of the login no longer shows it.
    cleanup();
    renderAnswer('/login');
    expect(
      await screen.findByRole('button', { name: 'Avançar' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(
      screen.queryByText('Erro na validação do token. Tente novamente mais tarde.'),
    ).not.toBeInTheDocument();
  });

  it('OIDC: a permission refused by the server blocks the login with its message', async () => {
    mock.context.scenarios.set('validateOidcLogin:403');
    const link = await beginOidcLogin('leitor@ify.example.org', null);
    renderAnswer(answerPath(link));
    expect(
      await screen.findByText('Permissões negadas. Procure o suporte.', undefined, {
        timeout: 10_000,
      }),
    ).toBeVisible();
    expect(useSessionAuthStore.getState().user).toBeNull();
    mock.context.scenarios.clear();
  });

  it('SAML: the login link comes back to /saml-response, which signs in', async () => {
    const link = await fetchSamlLoginLink('/acervo/7');
    sessionStorage.setItem('login_redirect', '/acervo/7');
    const router = renderAnswer(answerPath(link));
    await waitFor(() => expect(router.state.location.pathname).toBe('/acervo/7'));
    expect(useSessionAuthStore.getState().user?.login).toBe('leitor');
  });

  it('SAML: a forged answer is refused', async () => {
    renderAnswer(`/saml-response?SAMLResponse=${btoa('mock-saml:nada')}`);
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(useSessionAuthStore.getState().user).toBeNull();
  });

  it('SAML on the server shape: the server validates and keeps the refresh token; the page gets the access token only', async () => {
    const meta = Object.assign(document.createElement('meta'), {
      name: sessionEndpointMeta,
      content: '/auth',
    });
    document.head.append(meta);
    configureApi({ tokens: authTokenStorage(), language: () => i18nInstance.language });
    const sent: { saml?: string; authorization: string | null; header: string | null }[] = [];
    // The server's /auth/external (deploy/framework-server/session-endpoint.ts), reduced to what the page
    // sees: it validates at the API with the page's public token and answers the access token.
    mock.server.use(
      http.post('*/auth/external', async ({ request }) => {
        const body = (await request.json()) as { saml?: string };
        const authorization = request.headers.get('Authorization');
        sent.push({ ...body, authorization, header: request.headers.get(sessionEndpointHeader) });
        const validated = await fetch(new URL('/api/saml/validar', request.url), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: authorization ?? '' },
          body: JSON.stringify({ saml: body.saml }),
        });
        const { access_token } = (await validated.json()) as { access_token: string };
        return HttpResponse.json({ access_token, token_type: 'bearer', expires_in: 300 });
      }),
    );
    try {
      const link = await fetchSamlLoginLink('/acervo/7');
      sessionStorage.setItem('login_redirect', '/acervo/7');
      const router = renderAnswer(answerPath(link));
      await waitFor(() => expect(router.state.location.pathname).toBe('/acervo/7'));
      expect(useSessionAuthStore.getState().user?.login).toBe('leitor');
      expect(sent).toEqual([
        {
          saml: new URL(link).searchParams.get('SAMLResponse'),
          authorization: expect.stringMatching(/^Bearer .+/) as unknown,
          header: '1',
        },
      ]);
      expect(useSessionAuthStore.getState().credentials).toEqual({
        access_token: expect.any(String) as unknown,
      });
    } finally {
      meta.remove();
    }
  });
});
