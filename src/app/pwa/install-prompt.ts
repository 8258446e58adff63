import { useSyncExternalStore } from 'react';

/** Chrome's and Edge's event (not in TypeScript's DOM types): the browser would install the app. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Keeps the browser's install offer for the personal area's app page. Started with the page
 * (start-service-worker.ts): the event fires once, soon after load, usually before the patron
 * opens that page. Its default (Chrome's own install bar) is held back in favour of our button.
 */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    changed();
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    changed();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Opens the browser's install dialog; null where the browser offers no install (the button hides). */
export function useInstallPrompt(): (() => Promise<void>) | null {
  const event = useSyncExternalStore(
    subscribe,
    () => deferred,
    () => null,
  );
  if (!event) return null;
  return async () => {
    // An event prompts once: whatever the patron answers, a new offer needs a new event.
    deferred = null;
    await event.prompt();
    changed();
  };
}
