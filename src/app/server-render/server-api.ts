import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
// Configuring the one client for the server's API (as src/main.tsx does for the browser's).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { configureApi } from '../../api/client';
import { isApiError } from '../../api/errors';
import { memoryTokenStorage } from '../../api/token-storage';
import { initI18n } from '../../lib/i18n/init-i18n';
import type { LanguageCode } from '../../lib/i18n/languages';
import { prefetchHomeContent, prefetchShellContent } from '../prerender/prerender-pages';
import { createQueryClient } from '../query-client';
import { runStartup } from '../startup/run-startup';

/**
 * The server's API client and caches (issue 33), for React Router's framework mode
 * (src/app/framework/request-state.server.ts): a process with one API client and caches of
 * public configuration.
 */

/** The request an API call is made for: its language, and the visitor's origin for covers. */
export interface ServerVisit {
  language: LanguageCode;
  origin: string;
}

/**
 * Configures the process's one API client for the server: signed in with the public client
 * (`client_credentials`), its token reused until the API refuses it (spec section 4); every call
 * in the language of the visit it runs in and limited to `apiTimeoutMs`. Answers the
 * AsyncLocalStorage a request runs in (`visit.run(...)`), so concurrent pages in different
 * languages do not mix.
 */
export function configureServerApi({
  apiBaseUrl,
  apiTimeoutMs,
}: {
  apiBaseUrl: string;
  apiTimeoutMs: number;
}): AsyncLocalStorage<ServerVisit> {
  const visit = new AsyncLocalStorage<ServerVisit>();
  configureApi({
    tokens: memoryTokenStorage(),
    language: () => visit.getStore()?.language ?? 'pt',
    baseUrl: apiBaseUrl,
    fetch: (request) => {
      // As the server's /api proxy does: addresses in the answers (covers) are the visitor's.
      const origin = visit.getStore()?.origin;
      const headers = new Headers(request.headers);
      if (origin) {
        const { host, protocol } = new URL(origin);
        headers.set('X-Forwarded-Host', host);
        headers.set('X-Forwarded-Proto', protocol.replace(':', ''));
      }
      return globalThis.fetch(new Request(request, { headers }), {
        signal: AbortSignal.any([request.signal, AbortSignal.timeout(apiTimeoutMs)]),
      });
    },
  });
  return visit;
}

/**
 * A page's query client: no retries, unlike the browser's (src/api/retry-policy.ts), since a
 * failed read answers its page at once (503, or the part's own error) and the browser, which
 * hydrates the page, retries it; and no toasts, which no one would see.
 */
export function pageQueryClient(): QueryClient {
  const queryClient = createQueryClient({ reportError: () => {} });
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  return queryClient;
}

/** The translations in each language, loaded once per process. */
export function translationCache(): (language: LanguageCode) => Promise<i18n> {
  const translations = new Map<LanguageCode, Promise<i18n>>();
  return (language) => {
    let instance = translations.get(language);
    if (!instance) {
      instance = initI18n(language);
      translations.set(language, instance);
    }
    return instance;
  };
}

/**
 * Start-up's reads and the home page's content in one language, as react-query state, read once
 * per `ttlMs` rather than per page; a failed read is not kept, and the next page asks again.
 * Call it inside the visit (`configureServerApi`), so the reads go out in its language.
 */
export function configCache(ttlMs: number): (language: LanguageCode) => Promise<DehydratedState> {
  const configs = new Map<LanguageCode, { at: number; state: Promise<DehydratedState> }>();
  return (language) => {
    const cached = configs.get(language);
    if (cached && Date.now() - cached.at < ttlMs) return cached.state;
    const state = (async () => {
      const queryClient = pageQueryClient();
      await runStartup(queryClient, undefined, { language });
      await Promise.all([prefetchShellContent(queryClient), prefetchHomeContent(queryClient)]);
      const snapshot = dehydrate(queryClient);
      queryClient.clear();
      return snapshot;
    })();
    state.catch(() => configs.delete(language));
    configs.set(language, { at: Date.now(), state });
    return state;
  };
}

/**
 * The status of a page whose record failed: 503 when the API itself failed (no answer, a time-out,
 * a 5xx, a 408 or a 429: worth another try), else 404 (a record the API does not know, a
 * malformed code, a record it refuses).
 */
export function recordFailureStatus(error: unknown): 404 | 503 {
  if (!isApiError(error) || error.status >= 500) return 503;
  return error.status === 408 || error.status === 429 ? 503 : 404;
}
