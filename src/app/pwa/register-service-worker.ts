import { createElement, Suspense } from 'react';
import { Workbox } from 'workbox-window';
import { notificationQueue } from '../../lib/notifications/notifications';
import { trustedServiceWorkerUrl } from './service-worker-policy';
import { sharedTypedInput } from './typed-input';
import UpdatePromptContent from './update-prompt-content';

/**
 * Registers the worker vite-plugin-pwa generated (vite.config.ts) through workbox-window, with
 * the worker's address made by our Trusted Types policy (vite-plugin-pwa's own
 * `virtual:pwa-register` passes a plain string, which the page's CSP refuses). A new version
 * installs in the background and waits: a notification that stays until dismissed offers it
 * (update-prompt-content.tsx), and only the patron's press activates it and reloads. All of it
 * loads after the page has rendered (start-service-worker.ts): no route's first download
 * carries it.
 */
export async function registerServiceWorker(): Promise<void> {
  // Fields focused from now on are watched, so an update's reload can warn about typed text.
  sharedTypedInput();
  const workbox = new Workbox(trustedServiceWorkerUrl(), { scope: '/' });
  let offered = false;
  const apply = () => {
    // Reload once the new worker controls this page, so its files and the page agree.
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  };
  // Also fires on a visit that finds a version installed earlier and still waiting.
  workbox.addEventListener('waiting', () => {
    if (offered) return;
    offered = true;
    notificationQueue.add(
      {
        tone: 'info',
        // Its texts are the on-demand `app` namespace: the toast fills in once they are in.
        title: createElement(
          Suspense,
          { fallback: null },
          createElement(UpdatePromptContent, { apply }),
        ),
      },
      { timeout: 0, onClose: () => (offered = false) },
    );
  });
  const registration = await workbox.register();
  // A page left open for days asks for updates hourly, besides the browser's own checks.
  if (registration) setInterval(() => void registration.update(), 60 * 60 * 1000);
}
