import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Scripts,
  useLoaderData,
  type LoaderFunctionArgs,
  type MetaFunction,
  type MiddlewareFunction,
} from 'react-router';
import { useTranslation } from 'react-i18next';
import { displaySettingsClassNames } from '../../../design-system';
import { sessionEndpointMeta } from '../../api/session-shape';
import { languageInfo, toLanguageCode } from '../../lib/i18n/languages';
import { ViewportGuessContext } from '../../lib/media/viewport-guess';
import { appleTouchIcon, themeColor } from '../pwa/app-manifest';
import { AppLayout } from '../shell/app-layout';
import { catalogueHead } from '../server-render/catalogue-head';
import { pageMeta } from './head-meta';
import { machineFiles } from './machine-files';
import { requestStateContext } from './request-context';
import { requestStateMiddleware, startupQueries } from './request-state.server';
import { RouteQueries } from './route-queries';

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

export const meta: MetaFunction = pageMeta;

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
  // The design system's classes for the default settings, as deploy/server's pages carry them
  // (compose-page.ts): without them the page paints with other sizes until the provider sets
  // them after hydration, and moves. The provider then applies the stored settings to <html>
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
  const { viewport, queries } = useLoaderData<typeof loader>();
  return (
    <ViewportGuessContext value={viewport}>
      <RouteQueries state={queries}>
        <AppLayout />
      </RouteQueries>
    </ViewportGuessContext>
  );
}

export { RootErrorPage as ErrorBoundary } from './root-error-page';
