/**
 * Awaits a route's prefetches (`queryClient.ensureQueryData(...)` with the options the page
 * reads) and resolves to the loader's `null`. A failed prefetch does not fail the navigation:
 * the page reads the same query and shows its own error with a retry.
 */
export async function prefetched(...loads: Promise<unknown>[]): Promise<null> {
  await Promise.allSettled(loads);
  return null;
}
