import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { STATUS_CODES } from 'node:http';
import { data, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { provideSanitizerWindow } from '../../lib/html/sanitize-html';
import { showBelowTheFoldAtOnce } from '../../lib/render/below-the-fold-visit';
import { startupQueryKey } from '../prerender/first-screen-contract';
import { settled } from '../prerender/render-first-screen';
import { requestLanguage } from '../server-render/request-language';
import { requestViewport } from '../server-render/request-viewport';
import {
  configCache,
  configureServerApi,
  pageQueryClient,
  recordFailureStatus,
  translationCache,
} from '../server-render/server-api';
import { isMachineFile } from './machine-files';
import { requestStateContext } from './request-context';

const apiUrl = process.env.API_URL;
if (!apiUrl) throw new Error('API_URL is required: where this server reaches the library API');
const apiTimeoutMs = Number(process.env.API_TIMEOUT_MS ?? 4000);
const configTtlMs = 60_000;

// The sanitiser of the institution's HTML needs a DOM; jsdom ships no types of its own here.
const jsdom = 'jsdom';
const { JSDOM } = (await import(jsdom)) as { JSDOM: new (html: string) => { window: unknown } };
provideSanitizerWindow(new JSDOM('').window as never);
// The server sends the whole page: a title's tabs and comments are in its markup, and the
// browser hydrates them in its first pass (entry.client says the same).
showBelowTheFoldAtOnce();

const visit = configureServerApi({ apiBaseUrl: apiUrl, apiTimeoutMs });
const translationsFor = translationCache();
// The institution's configuration once a minute per language.
const configFor = configCache(configTtlMs);

/**
 * The root route's middleware: the request's language and screen, a fresh query client seeded
 * with the institution's configuration, and the translations, in the router context for the
 * loaders and entry.server. Everything after it (loaders, render) runs inside the request's
 * `visit`, so each API call goes out in the request's language. An API that does not answer
 * start-up's reads makes the page a 503 (the root error boundary); the files for machines
 * (machine-files.ts) answer without them.
 */
export const requestStateMiddleware: MiddlewareFunction<Response> = async (
  { request, context, pattern },
  next,
) => {
  const url = new URL(request.url);
  const language = requestLanguage(url, {
    cookie: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  });
  const viewport = requestViewport({
    mobileHint: request.headers.get('sec-ch-ua-mobile') ?? undefined,
    userAgent: request.headers.get('user-agent') ?? undefined,
  });
  return visit.run({ language, origin: url.origin }, async () => {
    const [config, i18n] = await Promise.all([
      configFor(language).catch(() => null),
      translationsFor(language),
    ]);
    const queryClient = pageQueryClient();
    const startupHashes = new Set(config?.queries.map((query) => query.queryHash));
    // Set before the failure below: the 503 page is rendered too (entry.server reads this).
    context.set(requestStateContext, { queryClient, i18n, language, viewport, startupHashes });
    if (config) {
      hydrate(queryClient, config);
      // Start-up has run: components that ask whether it is done see it done, as in the browser.
      queryClient.setQueryData(startupQueryKey, true);
    } else if (!isMachineFile(pattern)) {
      throw failedPage(503);
    }
    return next();
  });
};

/**
 * A page that is not rendered, for the error boundaries: its status with the status's own words
 * (the error page shows "503 Service Unavailable"; without them React Router says "Internal Server
 * Error"). entry.server adds a 503's Retry-After.
 */
export const failedPage = (status: 404 | 503) =>
  data(null, { status, statusText: STATUS_CODES[status] });

/** The start-up answers, for the root loader: what the layout (header, footer) reads. */
export function startupQueries(context: Readonly<RouterContextProvider>): DehydratedState {
  const { queryClient, startupHashes } = context.get(requestStateContext);
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      startupHashes.has(query.queryHash) && query.state.status === 'success',
  });
}

/**
 * Runs a page's own loader (the app's, from catalogue-loaders.ts or the page's module) over the
 * request's query client, waits for what it started in the background, and answers the page's
 * answers (not start-up's) as react-query state for the route's loader data. When the page's
 * record (`record`, a query key) failed, the page is not rendered: a record the API does not know
 * answers 404, an API that fails 503, through the route's error boundary (the app's loaders let
 * a failed prefetch through, for the page to show its own error in the browser).
 */
export async function pageQueries(
  context: Readonly<RouterContextProvider>,
  load: (queryClient: QueryClient) => unknown,
  record?: QueryKey,
): Promise<DehydratedState> {
  const { queryClient, startupHashes } = context.get(requestStateContext);
  try {
    await load(queryClient);
  } catch (error) {
    throw failedPage(recordFailureStatus(error));
  }
  await settled(queryClient);
  const failure = record && queryClient.getQueryState(record)?.error;
  if (failure) throw failedPage(recordFailureStatus(failure));
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      !startupHashes.has(query.queryHash) && query.state.status === 'success',
  });
}
