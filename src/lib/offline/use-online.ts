import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();
// The server renders for a browser that is online: the page is the same either way.
const onServer = () => true;

/**
 * Whether the browser has a network, as react-query sees it (its onlineManager follows the
 * window's `online` / `offline` events and pauses queries meanwhile): the same answer that
 * decides whether queries run decides what the screens offer.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, onServer);
}

/**
 * A page loaded without a network: react-query assumes online until an event says otherwise,
 * and would fail every query (after its retries) instead of pausing them on the data it has.
 */
export function followBrowserOnlineState(): void {
  if (globalThis.navigator?.onLine === false) onlineManager.setOnline(false);
}
