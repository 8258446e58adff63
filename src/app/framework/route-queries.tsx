import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * A route's answers, sent as its loader data, put into the browser's query cache before the page
 * renders (so hydration reads what the server rendered). On the server the cache holds them
 * already and this changes nothing.
 */
export function RouteQueries({
  state,
  children,
}: {
  state: DehydratedState | undefined;
  children: ReactNode;
}) {
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}
