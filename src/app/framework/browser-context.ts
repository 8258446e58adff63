import type { QueryClient } from '@tanstack/react-query';
import { createContext, RouterContextProvider, type RouterContext } from 'react-router';

/**
 * The browser's one query client (entry.client creates it) as React Router's context of the
 * `clientLoader`s and `clientMiddleware`: entry.client's `getContext` puts it in for every
 * navigation, so the browser-only route modules prefetch into the cache the pages read, with no
 * module state of their own. The server's loaders have their request's client instead
 * (request-context.ts); nothing here runs on the server.
 */
export const browserQueryClientContext = createContext<QueryClient>();

/** `HydratedRouter`'s `getContext`: a fresh context per navigation, holding the one client. */
export const browserRouterContext = (queryClient: QueryClient) => () =>
  new RouterContextProvider(
    new Map<RouterContext, unknown>([[browserQueryClientContext, queryClient]]),
  );

/** The browser's query client, from a client loader's `context`. */
export const browserQueryClient = (context: Readonly<RouterContextProvider>): QueryClient =>
  context.get(browserQueryClientContext);
