import { onlineManager } from '@tanstack/react-query';

/**
 * How long a navigation in the browser waits for its page's data. Past it the page comes with
 * its own loading state (and, after 10 s, "taking longer than usual") while the reads go on: on
 * a flaky network a read's retries (back-off, a 429's `Retry-After`, the 20 s request time-out)
 * could otherwise hold the old page on screen, the link pressed and nothing changing, for half
 * a minute (issue #36's chaos run saw it).
 */
export const navigationDataWaitMs = 2500;

/**
 * Awaits a route's prefetches (`queryClient.ensureQueryData(...)` with the options the page
 * reads) and resolves to the loader's `null`. A failed prefetch does not fail the navigation:
 * the page reads the same query and shows its own error with a retry. In the browser it waits
 * `navigationDataWaitMs` at most; a server rendering the page waits for the data, which is what
 * it renders.
 */
export async function prefetched(...loads: Promise<unknown>[]): Promise<null> {
  const settled = Promise.allSettled(loads);
  // Offline, a read without data waits for the network: the page comes at once with what the
  // cache has (restored from the last visit) instead of after the wait.
  if (!onlineManager.isOnline()) return null;
  if (typeof window === 'undefined') {
    await settled;
    return null;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, navigationDataWaitMs);
  });
  await Promise.race([settled, waited]);
  clearTimeout(timer);
  return null;
}
