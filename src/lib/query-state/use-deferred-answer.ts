import { useDeferredValue } from 'react';

/**
 * A query's answer, rendered at transition priority. React Query hands a new answer over in an
 * urgent (synchronous) render; a long listing built from it (twenty records, a hundred facet
 * checkboxes) would then block the main thread in one task. Deferred, React renders it in
 * slices and keeps the previous answer on screen, marked as a placeholder, until it is done.
 */
export function useDeferredAnswer<T>(query: { data: T | undefined; isPlaceholderData: boolean }) {
  const data = useDeferredValue(query.data);
  const isBehind = data !== query.data;
  return { data, isPlaceholderData: query.isPlaceholderData || isBehind, isBehind };
}
