import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { lazy, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DesignSystemBridge } from './design-system-bridge';
import { StartupGate } from './startup/startup-gate';

// Code splitting: the router, the shell and the route table are a chunk of their own, fetched
// with the current page's chunk while start-up talks to the server (the gate waits for them),
// so the loader paints sooner and the page renders as soon as start-up is done.
const loadReadyApp = () => import('./ready-app');
const ReadyApp = lazy(async () => ({ default: (await loadReadyApp()).ReadyApp }));
const preloadApp = (queryClient: QueryClient) =>
  Promise.all([
    loadReadyApp(),
    import('./startup/preload-route').then(({ preloadRoute }) => preloadRoute(queryClient)),
  ]);

export interface AppProps {
  queryClient: QueryClient;
  i18n: i18n;
  /**
   * The router to render instead of a new browser router: the prerender's static router, or the
   * browser router made to hydrate the prerendered first screen (`src/app/prerender/`).
   */
  router?: ReactNode;
}

export function App({ queryClient, i18n, router }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <DesignSystemBridge>
        <QueryClientProvider client={queryClient}>
          <StartupGate preload={preloadApp}>
            <ReadyApp router={router} />
          </StartupGate>
        </QueryClientProvider>
      </DesignSystemBridge>
    </I18nextProvider>
  );
}
