import { captureInstallPrompt } from './install-prompt';

/**
 * Starts the service worker after the app has rendered. Only in a production build without the
 * in-browser mock: with `VITE_USE_MOCK` (development, the demo build) msw's own worker
 * (mockServiceWorker.js) holds the scope `/`, and a second worker there would take over its
 * requests, so ours is neither built (vite.config.ts) nor registered. Both conditions are
 * compile-time constants, so the other builds carry none of this code.
 */
export function startServiceWorker(): void {
  // Checked again here (render-app.tsx imports this only then) so no other caller can start it.
  if (!import.meta.env.PROD || import.meta.env.VITE_USE_MOCK === 'true') return;
  // The manifest comes with the worker's build: the install offer only where both are.
  captureInstallPrompt();
  if (!('serviceWorker' in navigator)) return;
  // After the page's own work: the worker's download and precache compete with nothing first.
  const start = () =>
    void import('./register-service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => console.warn('service worker not registered:', error));
  if (document.readyState === 'complete') setTimeout(start, 1000);
  else window.addEventListener('load', () => setTimeout(start, 1000), { once: true });
}
