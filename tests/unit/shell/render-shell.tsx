import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { Institution, SelfService } from '../../../src/api/generated/model';
import { DesignSystemBridge } from '../../../src/app/design-system-bridge';
import { initI18n } from '../../../src/lib/i18n/init-i18n';
import { publicConfigQueries } from '../../../src/api/queries/public-config-queries';

export const institution: Institution = {
  codEmpresa: 7,
  sigla: 'UFX',
  usaOIDC: false,
  modo_autenticacao: 1,
  modo_criptografia: 1,
  parametros: { url_web: 'https://biblioteca.ufx.example.org/', aquisicao: true },
};

/**
 * Renders a shell piece the way the app does: translations (pt), the design-system bridge
 * (which applies the accessibility settings to <html>), a query client that already holds
 * what start-up loads, and a router at `path`.
 */
export async function renderShell(
  ui: ReactNode,
  { path = '/', selfService }: { path?: string; selfService?: SelfService } = {},
) {
  const i18n = await initI18n('pt');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  queryClient.setQueryData(publicConfigQueries.institution().queryKey, institution);
  // Every test states the self-service answer, so no test reaches the network.
  queryClient.setQueryData(
    publicConfigQueries.selfService().queryKey,
    selfService ?? { showAuto: false },
  );
  return render(
    <I18nextProvider i18n={i18n}>
      <DesignSystemBridge>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </QueryClientProvider>
      </DesignSystemBridge>
    </I18nextProvider>,
  );
}
