import { boldClass, rootClass, schemeClass, zoomClass } from '../../../design-system';
// Configuring the one client for the build's API (as src/main.tsx does for the browser's), not
// calling it: the reads are start-up's own.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { configureApi } from '../../api/client';
import { homeContentQueries } from '../../api/queries/public-config-queries';
import { memoryTokenStorage } from '../../api/token-storage';
import { provideSanitizerWindow } from '../../lib/html/sanitize-html';
import { initI18n } from '../../lib/i18n/init-i18n';
import { languageCatalogue, type LanguageCode } from '../../lib/i18n/languages';
import { startupLanguages } from '../../lib/i18n/detect-language';
import { supportedLanguages } from '../../lib/i18n/supported-languages';
import { accessibilityStorageKey } from '../../stores/accessibility-store';
import { createQueryClient } from '../query-client';
import { runStartup } from '../startup/run-startup';
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
}

/**
 * The build's prerender (deploy/prerender-plugin.ts loads this module through Vite's SSR): the
 * home page in each shipped language, rendered from start-up's reads of the API at `apiBaseUrl`
 * (in CI, the demo and `npm run perf`, the mock, which the build has started in this process).
 * Each language has its own query client and a fresh anonymous token; the page is rendered with
 * start-up's reads and the home page's institution content.
 */
export async function prerenderHome({
  apiBaseUrl,
  homeUrl,
  domWindow,
}: {
  apiBaseUrl: string;
  homeUrl: string;
  /** A DOM's window (jsdom) for the sanitiser of the institution's HTML. */
  domWindow: Parameters<typeof provideSanitizerWindow>[0];
}): Promise<{ screens: FirstScreen[]; facts: HeadScriptFacts }> {
  provideSanitizerWindow(domWindow);
  const screens: FirstScreen[] = [];
  for (const language of supportedLanguages) {
    const i18n = await initI18n(language);
    configureApi({ tokens: memoryTokenStorage(), language: () => language, baseUrl: apiBaseUrl });
    const queryClient = createQueryClient({
      reportError: (error) => {
        throw error;
      },
    });
    await runStartup(queryClient, undefined, { language });
    // The home page's institution content (its sections are the largest text on a phone's first
    // screen): in the markup, not fetched after the app starts.
    await Promise.all([
      queryClient.prefetchQuery(homeContentQueries.section1()),
      queryClient.prefetchQuery(homeContentQueries.section2()),
      queryClient.prefetchQuery(homeContentQueries.faq()),
      queryClient.prefetchQuery(homeContentQueries.generalInformation()),
      queryClient.prefetchQuery(homeContentQueries.openingHours()),
      queryClient.prefetchQuery(homeContentQueries.events()),
    ]);
    screens.push(await renderFirstScreen(new URL(homeUrl), { queryClient, i18n }));
    queryClient.clear();
  }
  const facts: HeadScriptFacts = {
    startupLanguages: [...startupLanguages],
    htmlLang: Object.fromEntries(
      startupLanguages.map((code: LanguageCode) => [code, languageCatalogue[code].htmlLang]),
    ),
    accessibilityStorageKey,
    classes: { root: rootClass, bold: boldClass, scheme: schemeClass, zoom: zoomClass },
  };
  return { screens, facts };
}
