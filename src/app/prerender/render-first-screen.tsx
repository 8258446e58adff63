import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { DesignSystemBridge } from '../design-system-bridge';
import { createAppRoutes } from '../router/app-routes';

export interface FirstScreen {
  /** The page's markup, for `#root` of the HTML the server sends. */
  html: string;
  /** The query cache after the render (start-up's reads and the page's), to seed the client's. */
  queries: ReturnType<typeof dehydrate>;
  /** The route loaders' answers, react-router's `hydrationData`. */
  loaderData: Record<string, unknown>;
}

/**
 * Issue 16's server entry: the real app's shell and page for `url`, rendered without a browser
 * (react-router's static handler, react-dom/static's `prerender`) from a query client that
 * start-up has already filled (`runStartup`) and translations initialised in one language.
 * Every lazy route and Suspense boundary is waited for and written in place
 * (`progressiveChunkSize: Infinity`), so the markup needs no script to reveal itself.
 */
export async function renderFirstScreen(
  url: URL,
  { queryClient, i18n }: { queryClient: QueryClient; i18n: i18n },
): Promise<FirstScreen> {
  const handler = createStaticHandler(createAppRoutes(queryClient));
  const context = await handler.query(new Request(url));
  if (context instanceof Response)
    throw new Error(`${url.pathname} answers ${context.status}, not a page to prerender`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <I18nextProvider i18n={i18n}>
      <DesignSystemBridge>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </DesignSystemBridge>
    </I18nextProvider>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return {
    html: await new Response(prelude).text(),
    queries: dehydrate(queryClient),
    loaderData: context.loaderData,
  };
}
