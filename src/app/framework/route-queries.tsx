import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { useLoaderData } from 'react-router';

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

/**
 * A route module's component: `Page` inside its loader's answers (`queries`, from
 * request-state.server.ts's `pageQueries`), the shape every page route here shares.
 */
export function withRouteQueries(Page: ComponentType): ComponentType {
  return function RoutePage() {
    const { queries } = useLoaderData<{ queries: DehydratedState }>();
    return (
      <RouteQueries state={queries}>
        <Page />
      </RouteQueries>
    );
  };
}
