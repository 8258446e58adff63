import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { createContext, RouterContextProvider, type RouterContext } from 'react-router';

/**
 * The browser's one query client (entry.client creates it) as React Router's context of the
 * `clientLoader`s and `clientMiddleware`: entry.client's `getContext` puts it in for every
 * navigation, so the route modules prefetch into the cache the pages read, with no module state
 * of their own. The server's loaders have their request's client instead (request-context.ts);
 * nothing here runs on the server.
 */
export const browserQueryClientContext = createContext<QueryClient>();

/**
 * The browser's translations (entry.client's i18next instance, the one the pages render with):
 * the public pages' `clientLoader`s word a page's head in them (page-head.ts), as the server's
 * loaders do with the request's.
 */
export const browserI18nContext = createContext<i18n>();

/** `HydratedRouter`'s `getContext`: a fresh context per navigation, holding the one client. */
export const browserRouterContext = (queryClient: QueryClient, translations: i18n) => () =>
  new RouterContextProvider(
    new Map<RouterContext, unknown>([
      [browserQueryClientContext, queryClient],
      [browserI18nContext, translations],
    ]),
  );

/** The browser's query client, from a client loader's `context`. */
export const browserQueryClient = (context: Readonly<RouterContextProvider>): QueryClient =>
  context.get(browserQueryClientContext);

/** The browser's i18next instance, from a client loader's `context`. */
export const browserI18n = (context: Readonly<RouterContextProvider>): i18n =>
  context.get(browserI18nContext);
