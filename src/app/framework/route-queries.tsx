import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { useLoaderData } from 'react-router';

/**
 * A route's answers, sent as its loader data, put into the browser's query cache before the page
 * renders (so hydration reads what the server rendered). On the server the cache holds them
 * already and this changes nothing. A navigation in the browser has none: the route's
 * `clientLoader` put its answers in the browser's cache itself.
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
 * What a page route's loaders answer: the server's `loader` the page's answers (`queries`, from
 * request-state.server.ts's `pageQueries`) for the first render, the `clientLoader` nothing of
 * the kind (its answers are in the browser's cache already); either may add the page's facts
 * (the title's tab, the head).
 */
export type PageLoaderData = { queries?: DehydratedState } | null | undefined;

/** The answers a route's loader data carries, if any (a client navigation's carries none). */
export const queriesOf = (data: PageLoaderData): DehydratedState | undefined => data?.queries;

/** A route module's component: `Page` inside its loader's answers, the shape every page route here shares. */
export function withRouteQueries(Page: ComponentType): ComponentType {
  return function RoutePage() {
    const data = useLoaderData<PageLoaderData>();
    return (
      <RouteQueries state={queriesOf(data)}>
        <Page />
      </RouteQueries>
    );
  };
}
