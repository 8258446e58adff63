import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { configureApi } from './api/client';
import { initI18n } from './lib/i18n/init-i18n';
import { notify } from './lib/notifications/notifications';
import { hydrateAuthStores } from './stores/auth-store';
import { authTokenStorage } from './stores/auth-token-storage';

async function start() {
  // The only door from src/ to mocks/: dropped from production builds with the flag.
  if (import.meta.env.VITE_USE_MOCK === 'true') {
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker();
  }
  // Decrypting the stored sign-in overlaps with loading translations; start-up awaits it too.
  const [i18n] = await Promise.all([initI18n(), hydrateAuthStores()]);
  configureApi({
    // Spec section 4: a failed refresh warns "session expired" and logs out.
    tokens: authTokenStorage({
      onExpired: () =>
        notify({ tone: 'warning', message: i18n.t('login.sessionExpired', { ns: 'errors' }) }),
    }),
    language: () => i18n.language,
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <App queryClient={createQueryClient()} i18n={i18n} />
    </StrictMode>,
  );
}

void start();
