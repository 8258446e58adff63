import { hashKey, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { Institution } from '../../api/generated/model';
import { publicConfigQueries } from '../../api/queries/public-config-queries';
import { paths } from '../../config/paths';
import { authorityQueries } from '../../features/authority/api/authority-queries';
import { titleQueries } from '../../features/title/api/title-queries';
import { provideSanitizerWindow } from '../../lib/html/sanitize-html';
import type { LanguageCode } from '../../lib/i18n/languages';
import type { ViewportGuess } from '../../lib/media/viewport-guess';
import { recordCode } from '../../lib/query-state/record-code';
import { showBelowTheFoldAtOnce } from '../../lib/render/below-the-fold-visit';
import type { FirstScreen } from '../prerender/render-first-screen';
import { renderAddress } from '../prerender/render-first-screen';
import { createQueryClient } from '../query-client';
import { createAppRoutes } from '../router/app-routes';
import { catalogueHead } from './catalogue-head';
import { authorityHead, titleHead } from './page-head';
import type { HeadFacts } from './record-head';
import { isServerRendered, routePatternOf } from './server-rendered-routes';
import {
  configCache,
  configureServerApi,
  pageQueryClient,
  recordFailureStatus,
  translationCache,
} from './server-api';
import { localisedManifest, type WebManifest } from './web-manifest';

export interface PageRendererOptions {
  /** The API's absolute base address, as the server reaches it (`API_URL`). */
  apiBaseUrl: string;
  /** A DOM's window (jsdom) for the sanitiser of the institution's HTML. */
  domWindow: Parameters<typeof provideSanitizerWindow>[0];
  /** How long one API call may take before the page answers 503. @default 4000 */
  apiTimeoutMs?: number;
  /** How long the institution's configuration is reused between pages. @default 60000 */
  configTtlMs?: number;
}

/** What the server sends for an address. */
export type RenderedRequest =
  /** The page with its data (`screen`), its status and what machines read in its head. */
  | { kind: 'page'; status: number; screen: FirstScreen; head: HeadFacts }
  /** A route answered a redirect. */
  | { kind: 'redirect'; response: Response }
  /**
   * The address is the browser's to render (personal area, sign-in answers, the basket), or the
   * API could not be reached (`status` 503): the start-up screen, and the app in the browser.
   */
  | { kind: 'app'; status: number };

/**
 * The server renderer of issue 33: any public address rendered per request with its data, in the
 * visitor's language, for the client to hydrate (src/main.tsx, as the prerendered home page).
 *
 * - One API client for the process, signed in with the public client (`client_credentials`);
 *   its token is reused until the API refuses it, when the client asks for a new one (spec
 *   section 4). Every call has a time-out. The language of each call is the request's, kept in an
 *   AsyncLocalStorage, so concurrent pages in different languages do not mix.
 * - The institution's configuration (start-up's reads, the home page's content) is read once per
 *   language and reused for `configTtlMs`; each page gets a fresh query client seeded with it.
 * - No patron data: the server has no patron token, and the personal area is the browser's.
 */
export function createPageRenderer({
  apiBaseUrl,
  domWindow,
  apiTimeoutMs = 4000,
  configTtlMs = 60_000,
}: PageRendererOptions) {
  provideSanitizerWindow(domWindow);
  // The server sends the whole page: a title's tabs and comments are in its markup.
  showBelowTheFoldAtOnce();
  const visit = configureServerApi({ apiBaseUrl, apiTimeoutMs });
  // A route table only to match addresses: its loaders never run.
  const matchingRoutes = createAppRoutes(createQueryClient());
  const translationsFor = translationCache();
  const configFor = configCache(configTtlMs);

  /**
   * The build's web app manifest named after the institution, in `language` (web-manifest.ts);
   * the build's own names when the API does not answer. Inside the visit, as a page: the
   * configuration it may fetch is cached per language and must be asked in that language.
   */
  function webManifest(base: WebManifest, language: LanguageCode, origin: string) {
    return visit.run({ language, origin }, async (): Promise<WebManifest> => {
      const i18n = await translationsFor(language);
      await i18n.loadNamespaces('app');
      const institutionHash = hashKey(publicConfigQueries.institution().queryKey);
      const institution = await configFor(language).then(
        (config) =>
          config.queries.find((query) => query.queryHash === institutionHash)?.state.data as
            Institution | undefined,
        () => undefined,
      );
      return localisedManifest(base, { i18n, language, acronym: institution?.sigla || undefined });
    });
  }

  return Object.assign(renderRequest, { webManifest });

  async function renderRequest(
    url: URL,
    language: LanguageCode,
    viewport?: ViewportGuess,
  ): Promise<RenderedRequest> {
    if (!isServerRendered(matchingRoutes, url.pathname)) return { kind: 'app', status: 200 };
    return visit.run({ language, origin: url.origin }, async () => {
      let config: DehydratedState;
      try {
        config = await configFor(language);
      } catch {
        return { kind: 'app', status: 503 } as const;
      }
      const queryClient = pageQueryClient();
      hydrate(queryClient, config);
      try {
        const i18n = await translationsFor(language);
        const screen = await renderAddress(url, { queryClient, i18n, viewport });
        if (screen instanceof Response) return { kind: 'redirect', response: screen } as const;
        const page = describePage(url, queryClient, i18n);
        if (page.status === 503) return { kind: 'app', status: 503 } as const;
        if (page.status !== 200) {
          // The record's failure as the page says it (react-query would show a failed query as
          // loading again, for its retry on mount): that markup is not the client's first
          // render, so the client renders over it rather than hydrating.
          queryClient.setDefaultOptions({
            queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false },
          });
          const failed = await renderAddress(url, { queryClient, i18n, viewport });
          if (failed instanceof Response) return { kind: 'redirect', response: failed } as const;
          return {
            kind: 'page',
            status: page.status,
            screen: { ...failed, fresh: true, hydrate: false },
            head: page.head,
          } as const;
        }
        return {
          kind: 'page',
          status: page.status,
          screen: { ...screen, fresh: true },
          head: page.head,
        } as const;
      } finally {
        queryClient.clear();
      }
    });
  }

  /** The page's status and head, from the route it opened and the answers it rendered. */
  function describePage(
    url: URL,
    queryClient: QueryClient,
    i18n: i18n,
  ): { status: number; head: HeadFacts } {
    const pattern = routePatternOf(matchingRoutes, url.pathname);
    const generic = catalogueHead(url, queryClient, i18n);
    const code = () => recordCode(url.pathname.split('/')[2]);

    if (pattern === '*') return { status: 404, head: generic };
    if (pattern?.startsWith(paths.title.pattern)) {
      const titleCode = code();
      if (titleCode === null) return { status: 404, head: generic };
      const detail = queryClient.getQueryState(titleQueries.detail(titleCode).queryKey);
      if (!detail?.data) return { status: recordFailureStatus(detail?.error), head: generic };
      return { status: 200, head: titleHead(url, titleCode, queryClient, i18n) };
    }
    if (pattern?.startsWith(paths.authority.pattern)) {
      const authorityCode = code();
      if (authorityCode === null) return { status: 404, head: generic };
      const detail = queryClient.getQueryState(authorityQueries.detail(authorityCode).queryKey);
      if (!detail?.data) return { status: recordFailureStatus(detail?.error), head: generic };
      return { status: 200, head: authorityHead(url, authorityCode, queryClient, i18n) };
    }
    return { status: 200, head: generic };
  }
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
