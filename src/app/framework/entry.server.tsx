import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { StrictMode } from 'react';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { securityHeaders } from '../../../deploy/security-headers';
import { requestStateContext } from './request-context';
import { RequestProviders } from './request-providers';
import { streamedStyleAttributeHashes } from './streamed-style-attributes.server';

/** How long a page may take to finish streaming before its pending parts are sent as fallbacks. */
export const streamTimeout = 5_000;

/** Public pages are the same for every visitor in a language: shared caches may keep them. */
const publicPageCache = 'public, max-age=60, stale-while-revalidate=600';

/**
 * Every document response: React Router's server render of the matched route modules, streamed.
 * Browsers get the page as soon as its shell is ready and the rest as it resolves; search
 * engines and link previews (isbot) get it whole, as react-dom advises for crawlers. Each
 * response has its own script nonce, for React Router's inline scripts (ServerRouter passes it
 * on to Scripts and ScrollRestoration), in the policy of deploy/security-headers.ts.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = randomBytes(16).toString('base64');
  for (const [name, value] of securityHeaders({
    scriptNonce: nonce,
    apiBaseUrl: process.env.VITE_API_BASE_URL ?? '/api',
    styleAttributeHashes: streamedStyleAttributeHashes,
    imageHosts: (process.env.IMAGE_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean),
    reportEndpoint: process.env.CSP_REPORT_URL || undefined,
  }))
    responseHeaders.set(name, value);
  responseHeaders.set(
    'Cache-Control',
    responseStatusCode === 200 ? publicPageCache : 'public, max-age=60',
  );
  // The page's layout follows the phone hint (request-viewport.ts) and its language the cookie
  // and Accept-Language (request-language.ts).
  responseHeaders.set('Vary', 'Accept-Language, Cookie, Sec-CH-UA-Mobile');

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  const { queryClient, i18n } = loadContext.get(requestStateContext);
  const userAgent = request.headers.get('user-agent');
  const whole = Boolean(userAgent && isbot(userAgent)) || routerContext.isSpaMode;
  const readyOption: keyof RenderToPipeableStreamOptions = whole ? 'onAllReady' : 'onShellReady';

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Aborted after streamTimeout, with time left to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <StrictMode>
        <RequestProviders queryClient={queryClient} i18n={i18n}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RequestProviders>
      </StrictMode>,
      {
        nonce,
        // A whole page is written in place, every Suspense boundary with its content: react-dom
        // otherwise sends a large one as a hidden segment that only its script reveals, and a
        // reader without JavaScript would see the page's loading message.
        ...(whole ? { progressiveChunkSize: Number.POSITIVE_INFINITY } : {}),
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              // The request's cache goes with its response.
              queryClient.clear();
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
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
