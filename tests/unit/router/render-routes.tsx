import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { DesignSystemBridge } from '../../../src/app/design-system-bridge';
import { authActions } from '../../../src/stores/auth-store';
import type { ActivityPermission } from '../../../src/api/generated/model';
import { initI18n } from '../../../src/lib/i18n/init-i18n';

/** Renders routes in a memory router with the app's providers (pt); returns the router too. */
export async function renderRoutes(
  routes: RouteObject[] | ((queryClient: QueryClient) => RouteObject[]),
  path: string,
) {
  const i18n = await initI18n('pt');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const router = createMemoryRouter(typeof routes === 'function' ? routes(queryClient) : routes, {
    initialEntries: [path],
  });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <DesignSystemBridge>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </DesignSystemBridge>
    </I18nextProvider>,
  );
  return { router, queryClient, ...view };
}

export function signInAs(
  authPermissions: ActivityPermission[] = [],
  kind: 'session' | 'remembered' = 'session',
) {
  authActions.signedIn(kind, {
    credentials: { access_token: 'token', refresh_token: 'refresh' },
    user: { cod_pessoa: 42, nome_pessoa: 'Ana Maria de Souza', login: 'ana' },
    authPermissions,
  });
}
