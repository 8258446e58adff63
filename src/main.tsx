import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { configureApi } from './api/client';
import { initI18n } from './lib/i18n/init-i18n';

async function start() {
  // The only door from src/ to mocks/: dropped from production builds with the flag.
  if (import.meta.env.VITE_USE_MOCK === 'true') {
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker();
  }
  const i18n = await initI18n();
  configureApi({ language: () => i18n.language });
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <App queryClient={createQueryClient()} i18n={i18n} />
    </StrictMode>,
  );
}

void start();
