import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DesignSystemBridge } from '../design-system-bridge';

/**
 * The providers around the router, the same on the server (entry.server, this request's client
 * and translations) and in the browser (entry.client): above the root route, so its error
 * boundary renders translated and styled too.
 */
export function RequestProviders({
  queryClient,
  i18n,
  children,
}: {
  queryClient: QueryClient;
  i18n: i18n;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <DesignSystemBridge>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </DesignSystemBridge>
    </I18nextProvider>
  );
}
