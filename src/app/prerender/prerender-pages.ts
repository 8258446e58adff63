import type { QueryClient } from '@tanstack/react-query';
import { boldClass, rootClass, schemeClass, zoomClass } from '../../../design-system';
// Configuring the one client for the build's API (as src/main.tsx does for the browser's), not
// calling it: the reads are start-up's own.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { configureApi } from '../../api/client';
import { homeContentQueries, publicConfigQueries } from '../../api/queries/public-config-queries';
import { memoryTokenStorage } from '../../api/token-storage';
import { provideSanitizerWindow } from '../../lib/html/sanitize-html';
import { initI18n } from '../../lib/i18n/init-i18n';
import { languageCatalogue, type LanguageCode } from '../../lib/i18n/languages';
import { startupLanguages } from '../../lib/i18n/detect-language';
import { supportedLanguages } from '../../lib/i18n/supported-languages';
import { accessibilityStorageKey } from '../../stores/accessibility-store';
import { authStorageNames } from '../../stores/auth-store';
import { createQueryClient } from '../query-client';
import { runStartup } from '../startup/run-startup';
import { paths } from '../../config/paths';
import { prerenderedPaths } from './first-screen-contract';
import { oidcFailureStorageKey } from '../../features/auth/api/external-login';
import { renderFirstScreen, type FirstScreen } from './render-first-screen';

/** What index.html's head script needs to know, written into it by the build. */
export interface HeadScriptFacts {
  /** Languages the client can start in (`detectLanguage`'s candidates), in its order. */
  startupLanguages: string[];
  /** Each language's `<html lang>`. */
  htmlLang: Record<string, string>;
  /** The accessibility store's key in localStorage, and the classes its settings put on <html>. */
  accessibilityStorageKey: string;
  classes: {
    root: string;
    bold: string;
    scheme: Record<string, string>;
    zoom: Record<string, string>;
  };
  /**
   * sessionStorage keys that, when set, change what a prerendered page renders on the client
   * (a failed OIDC sign-in's message on the login page): the start-up screen shows instead.
   */
  startupScreenKeys: string[];
  /**
   * Where a signed-in patron's session is kept (`local`Storage or `session`Storage, by name): the
   * markup is an anonymous visitor's, so with a patron signed in the start-up screen shows and
   * the app renders the patron's page instead of hydrating another's.
   */
  patronKeys: ['local' | 'session', string][];
}

/** A prerendered page: its address (under the app's base) and its markup in each language. */
export interface PrerenderedPage {
  /** The address, relative to the app's base: `''` is the home page. */
  path: string;
  screens: FirstScreen[];
}

/**
 * The build's prerender (deploy/prerender-plugin.ts loads this module through Vite's SSR): the
 * home and login pages in each shipped language, rendered from start-up's reads of the API at
 * `apiBaseUrl` (in CI, the demo and `npm run perf`, the mock, which the build has started in this
 * process). Each language has its own query client and a fresh anonymous token. The login page
 * is rendered with start-up's reads alone; the home page also with its institution content.
 */
export async function prerenderPages({
  apiBaseUrl,
  appUrl,
  domWindow,
}: {
  apiBaseUrl: string;
  /** The app's base address (Vite's `base`, absolute): the home page's. */
  appUrl: string;
  /** A DOM's window (jsdom) for the sanitiser of the institution's HTML. */
  domWindow: Parameters<typeof provideSanitizerWindow>[0];
}): Promise<{ pages: PrerenderedPage[]; facts: HeadScriptFacts }> {
  provideSanitizerWindow(domWindow);
  const [homePath, loginPath] = prerenderedPaths;
  if (`/${loginPath}` !== paths.login.pattern)
    throw new Error('the prerendered paths are the home and login pages');
  const home: PrerenderedPage = { path: homePath, screens: [] };
  const login: PrerenderedPage = { path: loginPath, screens: [] };
  for (const language of supportedLanguages) {
    const i18n = await initI18n(language);
    configureApi({ tokens: memoryTokenStorage(), language: () => language, baseUrl: apiBaseUrl });
    const queryClient = createQueryClient({
      reportError: (error) => {
        throw error;
      },
    });
    await runStartup(queryClient, undefined, { language });
    await prefetchShellContent(queryClient);
    login.screens.push(await renderFirstScreen(new URL(login.path, appUrl), { queryClient, i18n }));
    // The home page's institution content (its sections are the largest text on a phone's first
    // screen): in the markup, not fetched after the app starts.
    await prefetchHomeContent(queryClient);
    home.screens.push(await renderFirstScreen(new URL(home.path, appUrl), { queryClient, i18n }));
    queryClient.clear();
  }
  return { pages: [home, login], facts: headScriptFacts() };
}

/**
 * What the shell shows on every page beyond start-up's reads, into `queryClient` (prerender and
 * server alike): the self-service setting, whose "more options" toggle adds a line to the
 * accessibility bar on a phone. Fetched after hydration, it pushed the page down 32 px (a 0.05
 * layout shift on the server's results page).
 */
export function prefetchShellContent(queryClient: QueryClient): Promise<unknown> {
  return queryClient.prefetchQuery(publicConfigQueries.selfService());
}

/** The home page's institution content, into `queryClient` (prerender and server alike). */
export function prefetchHomeContent(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(homeContentQueries.section1()),
    queryClient.prefetchQuery(homeContentQueries.section2()),
    queryClient.prefetchQuery(homeContentQueries.faq()),
    queryClient.prefetchQuery(homeContentQueries.generalInformation()),
    queryClient.prefetchQuery(homeContentQueries.openingHours()),
    queryClient.prefetchQuery(homeContentQueries.events()),
  ]);
}

/** What the head script of a page rendered ahead of the app (build or request) is told. */
export function headScriptFacts(): HeadScriptFacts {
  return {
    startupLanguages: [...startupLanguages],
    htmlLang: Object.fromEntries(
      startupLanguages.map((code: LanguageCode) => [code, languageCatalogue[code].htmlLang]),
    ),
    accessibilityStorageKey,
    classes: { root: rootClass, bold: boldClass, scheme: schemeClass, zoom: zoomClass },
    startupScreenKeys: [oidcFailureStorageKey],
    patronKeys: [
      ['session', authStorageNames.session],
      ['local', authStorageNames.remembered],
    ],
  };
}
