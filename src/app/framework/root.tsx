import { useState, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Scripts,
  useLoaderData,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  type MiddlewareFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import { useTranslation } from 'react-i18next';
import { displaySettingsClassNames } from '../../../design-system';
import { sessionEndpointMeta } from '../../api/session-shape';
import { languageInfo, toLanguageCode } from '../../lib/i18n/languages';
import { ViewportGuessContext } from '../../lib/media/viewport-guess';
import { appleTouchIcon, themeColor } from '../pwa/app-manifest';
import { AppLayout } from '../shell/app-layout';
import { catalogueHead } from '../server-render/catalogue-head';
import type { ViewportGuess } from '../../lib/media/viewport-guess';
import type { HeadFacts } from '../server-render/record-head';
import { browserI18n, browserQueryClient } from './browser-context';
import { pageMeta } from './head-meta';
import { machineFiles } from './machine-files';
import { requestStateContext } from './request-context';
import { requestStateMiddleware, startupQueries } from './request-state.server';
import { queriesOf, RouteQueries, type PageLoaderData } from './route-queries';

export const middleware: MiddlewareFunction<Response>[] = [requestStateMiddleware];

/** The request's screen and start-up's answers, which the layout reads; the catalogue's head. */
export function loader({ context, url }: LoaderFunctionArgs) {
  const { viewport, queryClient, i18n } = context.get(requestStateContext);
  return {
    viewport,
    queries: startupQueries(context),
    head: catalogueHead(url, queryClient, i18n),
  };
}

/**
 * A navigation in the browser: the catalogue's head for the new address, from the browser's
 * cache and translations (the head of every page without its own: home and results, login, the
 * institution's pages), with no request to the server's `.data`. Start-up's answers are in the
 * browser's cache already; the screen's guess is the first render's alone (Root keeps it).
 */
export function clientLoader({ context, url }: ClientLoaderFunctionArgs) {
  return { head: catalogueHead(url, browserQueryClient(context), browserI18n(context)) };
}

/**
 * The root's head names the address (its canonical, `og:url`): it follows every navigation, not
 * only one that changes the query, as React Router's default would. Nothing is fetched for it.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => defaultShouldRevalidate || currentUrl.href !== nextUrl.href;

export const meta: MetaFunction = pageMeta;

/** The root's data: the server's loader's, or a navigation's in the browser (no viewport, no queries). */
type RootData = { viewport?: ViewportGuess; head: HeadFacts } & PageLoaderData;

/**
 * The document. `data-language` tells entry.client which translations to load before hydrating
 * (the language the server chose, from the address, cookie or Accept-Language), so both render
 * the same words.
 */
export function Layout({ children }: { children: ReactNode }) {
  // The providers' translations (entry.server, entry.client), not the root loader's data: the
  // error page of a failed root has none.
  const { i18n } = useTranslation();
  const language = toLanguageCode(i18n.language);
  // The design system's classes for the default settings, as the static build's prerendered pages
  // carry them (compose-page.ts): without them the page paints with other sizes until the provider
  // sets them after hydration, and moves. The provider then applies the stored settings to <html>
  // itself, so its attributes may differ from these once the app runs.
  return (
    <html
      lang={languageInfo(language).htmlLang}
      data-language={language}
      className={displaySettingsClassNames().join(' ')}
      data-color-scheme="normal"
      data-zoom="0"
      suppressHydrationWarning
    >
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <link rel="icon" type="image/svg+xml" href="/logo.svg" />
        {/* The installable app, as the static build's pages name it (vite.config.ts). */}
        <link rel="manifest" href={machineFiles.webManifest} />
        <meta name="theme-color" content={themeColor} />
        <link rel="apple-touch-icon" href={appleTouchIcon} />
        {/* The patron's refresh token is this server's HttpOnly cookie, behind its token
            endpoint (deploy/framework-server/app.ts): the page keeps the access token only. */}
        <meta name={sessionEndpointMeta} content="/auth" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The app's frame around every page. Its own ScrollRestoration is AppLayout's (it renders one),
 * which takes ServerRouter's nonce.
 */
export default function Root() {
  const data = useLoaderData<RootData>();
  // The server's guess of the screen, which hydration answers media queries with; a navigation's
  // data has none, and the value stays what the first render read.
  const [viewport] = useState(data.viewport);
  return (
    <ViewportGuessContext value={viewport}>
      <RouteQueries state={queriesOf(data)}>
        <AppLayout />
      </RouteQueries>
    </ViewportGuessContext>
  );
}

export { RootErrorPage as ErrorBoundary } from './root-error-page';
