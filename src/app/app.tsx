import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { StartupGate } from './startup/startup-gate';
import { ReadyApp } from './ready-app';

export function App({ queryClient, i18n }: { queryClient: QueryClient; i18n: i18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StartupGate>
          <ReadyApp />
        </StartupGate>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
