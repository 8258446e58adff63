import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { securityHeaders } from '../../../deploy/security-headers';
import { inlineHashes } from '../../../deploy/vite-plugin';
import { appCodeAfterFirstPaint, storedSettingsFirst } from './code-after-paint.server';
import { requestStateContext } from './request-context';
import { RequestProviders } from './request-providers';
import { withStructuredData } from './structured-data.server';

/** How long a page may take to render before its pending parts are sent as fallbacks. */
export const streamTimeout = 5_000;

/** Public pages are the same for every visitor in a language: shared caches may keep them. */
const publicPageCache = 'public, max-age=60, stale-while-revalidate=600';

// The static build's name for the same list is accepted too: one environment file for both shapes.
const imageHosts = (process.env.IMAGE_HOSTS ?? process.env.VITE_IMAGE_HOSTS ?? '')
  .split(',')
  .map((host) => host.trim())
  .filter(Boolean);

/**
 * Every document response: React Router's server render of the matched route modules, with a
 * script nonce of its own (ServerRouter passes it to Scripts, ScrollRestoration and the loader
 * data's scripts) in deploy/security-headers.ts's policy.
 *
 * The document is finished (`onAllReady`) before its headers leave, for browsers as for
 * crawlers: the policy allows the markup's `style` attributes (a material type's colour, a table
 * row's level, react-aria's hidden inputs) by their exact hashes, and those are known only once
 * the markup is. Streaming the shell first would gain little anyway: the loaders have awaited
 * every answer the page shows (request-state.server.ts), so what suspends while rendering is code
 * and translations already in the server's memory after the first request.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = randomBytes(16).toString('base64');
  // A failure of the API is not kept: the next visit asks again (a 503 says when, below). A page
  // the browser renders (a route with a client loader and no server one: the personal area, the
  // basket) is the layout around a loading slot, checked each visit.
  const renderedByBrowser = routerContext.staticHandlerContext.matches.some(({ route }) => {
    const facts = routerContext.manifest.routes[route.id];
    return !!facts && !facts.hasLoader && facts.hasClientLoader;
  });
  responseHeaders.set(
    'Cache-Control',
    responseStatusCode >= 500 || renderedByBrowser
      ? 'no-cache'
      : responseStatusCode === 200
        ? publicPageCache
        : 'public, max-age=60',
  );
  // The page's layout follows the phone hint (request-viewport.ts) and its language the cookie
  // and Accept-Language (request-language.ts).
  responseHeaders.set('Vary', 'Accept-Language, Cookie, Sec-CH-UA-Mobile');
  // The API did not answer (request-state.server.ts's `failedPage`): a thrown `data()`'s own
  // headers do not reach the document response, so the wait is said here.
  if (responseStatusCode === 503) responseHeaders.set('Retry-After', '30');

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  const { queryClient, i18n } = loadContext.get(requestStateContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Aborted after streamTimeout, with time left to flush the rejected boundaries.
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <StrictMode>
        <RequestProviders queryClient={queryClient} i18n={i18n}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RequestProviders>
      </StrictMode>,
      {
        nonce,
        // Every Suspense boundary written in place, for browsers as for crawlers: the document
        // is sent whole anyway, and a boundary outlined as a hidden segment showed its fallback
        // until React's reveal script ran (throttled), so the results page's list appeared and
        // moved the page after the first paint (seen in the e2e's held-hydration checks).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const chunks: Buffer[] = [];
          pipe(
            new Writable({
              write(chunk: Buffer, _encoding, callback) {
                chunks.push(chunk);
                callback();
              },
              final(callback) {
                clearTimeout(timeoutId);
                // The request's cache goes with its response.
                queryClient.clear();
                const html = storedSettingsFirst(
                  appCodeAfterFirstPaint(
                    withStructuredData(Buffer.concat(chunks).toString('utf8'), routerContext),
                    nonce,
                  ),
                  nonce,
                );
                const { styleAttributes, styleElements } = inlineHashes(html);
                for (const [name, value] of securityHeaders({
                  scriptNonce: nonce,
                  apiBaseUrl: process.env.VITE_API_BASE_URL ?? '/api',
                  styleHashes: styleElements,
                  styleAttributeHashes: styleAttributes,
                  imageHosts,
                  reportEndpoint: process.env.CSP_REPORT_URL || undefined,
                }))
                  responseHeaders.set(name, value);
                responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
                resolve(
                  new Response(html, { headers: responseHeaders, status: responseStatusCode }),
                );
                callback();
              },
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // A part that fails after the shell is sent as its Suspense fallback for the browser
          // to render: said here. Errors of the shell itself reach React Router's handler.
          if (shellRendered) console.error(`rendering ${new URL(request.url).pathname}:`, error);
        },
      },
    );
  });
}
