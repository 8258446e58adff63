import { act, cleanup, screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireSignedIn } from '../../../src/app/router/require-auth-boundary';
import {
  hasSignedInUser,
  protectedRoute,
  requireSignedIn,
} from '../../../src/app/router/require-auth';
import { authActions } from '../../../src/stores/auth-store';
import { renderRoutes, signInAs } from './render-routes';

afterEach(() => {
  cleanup();
  authActions.loggedOut();
});

const loginRoute = { path: '/login', element: <p>Página de login</p> };

describe('requireSignedIn (loader guard)', () => {
  it('sends a visitor to /login with the original path and query as redirect', () => {
    const request = new Request('http://localhost/meu-portal/app?aba=token&x=1');
    let thrown: unknown;
    try {
      requireSignedIn({ request });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(
      `/login?redirect=${encodeURIComponent('/meu-portal/app?aba=token&x=1')}`,
    );
  });

  it('lets a patron through whichever store holds them, session or remembered', () => {
    const request = new Request('http://localhost/meu-portal');
    signInAs([], 'session');
    expect(requireSignedIn({ request })).toBeNull();
    authActions.loggedOut();
    signInAs([], 'remembered');
    expect(hasSignedInUser()).toBe(true);
    expect(requireSignedIn({ request })).toBeNull();
  });
});

describe('a protected route in the router', () => {
  const routes = (childLoader: () => null) => [
    loginRoute,
    {
      path: '/meu-portal',
      ...protectedRoute,
      element: <Outlet />,
      children: [{ index: true, loader: childLoader, element: <p>Painel do leitor</p> }],
    },
  ];

  it('redirects a visitor before any nested loader asks the server for patron data', async () => {
    const childLoader = vi.fn(() => null);
    const { router } = await renderRoutes(routes(childLoader), '/meu-portal?x=1');

    expect(await screen.findByText('Página de login')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/meu-portal?x=1',
    );
    expect(childLoader).not.toHaveBeenCalled();
  });

  it('shows the page, and runs its loaders, for a signed-in patron', async () => {
    signInAs();
    const childLoader = vi.fn(() => null);
    await renderRoutes(routes(childLoader), '/meu-portal');

    expect(await screen.findByText('Painel do leitor')).toBeTruthy();
    expect(childLoader).toHaveBeenCalledTimes(1);
  });
});

describe('RequireSignedIn (render guard)', () => {
  it('sends the patron to the login page when the session ends while the page is open', async () => {
    signInAs();
    const { router } = await renderRoutes(
      [
        loginRoute,
        {
          path: '/meu-portal/*',
          element: (
            <RequireSignedIn>
              <p>Área do leitor</p>
            </RequireSignedIn>
          ),
        },
      ],
      '/meu-portal/alertas',
    );
    expect(await screen.findByText('Área do leitor')).toBeTruthy();

    // A failed token refresh logs out (spec section 4).
    act(() => authActions.loggedOut());

    expect(await screen.findByText('Página de login')).toBeTruthy();
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/meu-portal/alertas')}`,
    );
  });
});
