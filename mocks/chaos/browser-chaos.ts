import type { MockContext } from '../handlers/context';
import { mockStorageKeys } from '../mock-storage-keys';
import { formatChaos, parseChaos } from './chaos';

/**
 * Turns the in-browser mock's chaos mode on (`seed:rate:maxLatencyMs`) or off (anything else)
 * at once, counting from the seed's start so a run can be replayed from here, and keeps it for
 * the browser session. Used by the QA panel and `window.__mockChaos`. Returns the setting as
 * written back ('' when off).
 */
export function setBrowserChaos(context: MockContext, text: string): string {
  const settings = parseChaos(text);
  const written = settings ? formatChaos(settings) : '';
  if (settings) sessionStorage.setItem(mockStorageKeys.chaos, written);
  else sessionStorage.removeItem(mockStorageKeys.chaos);
  context.chaos.set(settings);
  return written;
}
