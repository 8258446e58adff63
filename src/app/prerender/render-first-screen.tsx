import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { backgroundPrefetches } from '../../lib/query-state/background-prefetch';
import { App } from '../app';
import { createAppRoutes } from '../router/app-routes';
import {
  firstScreenIdPrefix,
  startupQueryKey,
  type FirstScreenData,
} from './first-screen-contract';

export interface FirstScreen extends FirstScreenData {
  /** The page's markup, for the language's container in the HTML the server sends. */
  html: string;
}

/**
 * Issue 16's server entry: the real app for `url`, rendered without a browser (react-router's
 * static handler, react-dom/static's `prerender`) from a query client that start-up has already
 * filled (`runStartup`) and translations initialised in one language. It is the same tree the
 * client hydrates (`App` under `StrictMode`, the start-up gate passed, the router given), so
 * react-aria's ids match. Every lazy route and Suspense boundary is waited for and written in
 * place (`progressiveChunkSize: Infinity`), so the markup needs no script to reveal itself.
 *
 * The routes' loaders run first with react-router's static handler; what they start in the
 * background (a title's permissions, its copies) is waited for too, so the markup and the
 * embedded cache show the same answers and the client hydrates without a mismatch.
 */
export async function renderFirstScreen(
  url: URL,
  { queryClient, i18n }: { queryClient: QueryClient; i18n: i18n },
): Promise<FirstScreen> {
  const handler = createStaticHandler(createAppRoutes(queryClient));
  const context = await handler.query(new Request(url));
  if (context instanceof Response)
    throw new Error(`${url.pathname} answers ${context.status}, not a page to prerender`);
  await settled(queryClient);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Start-up has run: the gate renders the app at once, as it will on the client.
  queryClient.setQueryData(startupQueryKey, true);
  const { prelude } = await prerender(
    <StrictMode>
      <App
        queryClient={queryClient}
        i18n={i18n}
        router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
      />
    </StrictMode>,
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      identifierPrefix: firstScreenIdPrefix(i18n.language),
      // A part that throws while rendering is sent as its Suspense fallback for the browser to
      // render: said here, since the page is then only partly the server's.
      onError: (error) => console.error(`rendering ${url.pathname}:`, error),
    },
  );
  return {
    html: await new Response(prelude).text(),
    language: i18n.language,
    queries: dehydrate(queryClient),
    loaderData: context.loaderData,
  };
}

/**
 * Resolves once the loaders' background prefetches are done and no query of `queryClient` is
 * fetching (each fetch has its own time-out).
 */
export async function settled(queryClient: QueryClient): Promise<void> {
  await backgroundPrefetches(queryClient);
  if (queryClient.isFetching() === 0) return;
  await new Promise<void>((resolve) => {
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}
