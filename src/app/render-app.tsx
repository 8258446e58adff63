import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../lib/i18n/init-i18n';
import type { LanguageCode } from '../lib/i18n/languages';
import { hydrateAuthStores } from '../stores/auth-store';
import { App } from './app';

/**
 * The second half of the page's start (src/main.tsx runs the first): the translations and
 * React, then the app in place of the static start-up screen of index.html.
 */
export async function renderApp(
  container: HTMLElement,
  { queryClient, language }: { queryClient: QueryClient; language: LanguageCode },
): Promise<i18n> {
  // Decrypting the stored sign-in overlaps with loading translations; start-up awaits it too.
  const [instance] = await Promise.all([initI18n(language), hydrateAuthStores()]);
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} i18n={instance} />
    </StrictMode>,
  );
  return instance;
}
