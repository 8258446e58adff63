import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { DesignSystemBridge } from './design-system-bridge';
import { ReadyApp } from './ready-app';
import { StartupGate } from './startup/startup-gate';

export function App({ queryClient, i18n }: { queryClient: QueryClient; i18n: i18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <DesignSystemBridge>
        <QueryClientProvider client={queryClient}>
          <StartupGate>
            <ReadyApp />
          </StartupGate>
        </QueryClientProvider>
      </DesignSystemBridge>
    </I18nextProvider>
  );
}
