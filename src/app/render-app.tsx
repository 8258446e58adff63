import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { initI18n } from '../lib/i18n/init-i18n';
import type { LanguageCode } from '../lib/i18n/languages';
import { hydrateAuthStores } from '../stores/auth-store';
import { App } from './app';
import { firstScreenIdPrefix } from './prerender/first-screen-contract';
import type { EmbeddedFirstScreen } from './prerender/take-first-screen';
import { createHydratingRouter } from './router/create-app-router';

/**
 * The second half of the page's start (src/main.tsx runs the first): the translations and
 * React, then the app: hydrating the prerendered first screen when index.html brought one for
 * this visit, otherwise in place of the static start-up screen.
 */
/**
 * The service worker and the install offer (src/app/pwa/), in production builds without the
 * in-browser mock only (start-service-worker.ts says why); a chunk of their own, after render,
 * so no route's first download grows for them.
 */
const startServiceWorker = () => {
  if (import.meta.env.PROD && import.meta.env.VITE_USE_MOCK !== 'true')
    void import('./pwa/start-service-worker').then((module) => module.startServiceWorker());
};

export async function renderApp(
  container: HTMLElement,
  {
    queryClient,
    language,
    firstScreen,
  }: { queryClient: QueryClient; language: LanguageCode; firstScreen: EmbeddedFirstScreen | null },
): Promise<i18n> {
  // Decrypting the stored sign-in overlaps with loading translations; start-up awaits it too.
  const [instance] = await Promise.all([initI18n(language), hydrateAuthStores()]);
  const app = (router?: ReactNode) => (
    <StrictMode>
      <App queryClient={queryClient} i18n={instance} router={router} />
    </StrictMode>
  );
  if (!firstScreen) {
    createRoot(container).render(app());
    startServiceWorker();
    return instance;
  }
  // The page's code is loaded before hydrating, so nothing suspends in place of server markup.
  const [router] = await Promise.all([
    createHydratingRouter(queryClient, firstScreen.data.loaderData),
    import('./ready-app'),
  ]);
  hydrateRoot(firstScreen.container, app(<RouterProvider router={router} />), {
    identifierPrefix: firstScreenIdPrefix(firstScreen.data.language),
    // A mismatch is recovered by rendering on the client; the console says so (the end-to-end
    // test of issue 16 fails on it).
    onRecoverableError: (error) => console.error('hydration error:', error),
  });
  startServiceWorker();
  return instance;
}
