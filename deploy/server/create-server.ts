import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from 'express';
import type { Manifest } from 'vite';
import { QueryClient } from '@tanstack/react-query';
import { headScriptFacts } from '../../src/app/prerender/prerender-pages';
import { shellFileName } from '../../src/app/prerender/first-screen-contract';
import { createPageRenderer } from '../../src/app/server-render/page-renderer';
import { headTags } from '../../src/app/server-render/record-head';
import { requestLanguage } from '../../src/app/server-render/request-language';
import { requestViewport } from '../../src/app/server-render/request-viewport';
import { webManifestResponse, type WebManifest } from '../../src/app/server-render/web-manifest';
import { routePatternOf } from '../../src/app/server-render/server-rendered-routes';
import { robotsResponse, sitemapResponse } from '../../src/app/server-render/sitemap';
import { createAppRoutes } from '../../src/app/router/app-routes';
import { createQueryClient } from '../../src/app/query-client';
import { sessionEndpointMeta } from '../../src/api/session-shape';
import { composePage } from '../compose-page';
import { cacheRules, securityHeaders } from '../security-headers';
import { inlineHashes } from '../vite-plugin';
import { apiProxy } from './api-proxy';
import { routeStyles } from './route-styles';
import { createSessionEndpoint } from './session-endpoint';

export interface CatalogueServerOptions {
  /** The static build (`npm run build`'s dist/): its assets, and app.html as the page template. */
  clientDir: string;
  /**
   * The API's base address as this server reaches it (`API_URL`, e.g. the library's server, or
   * `npm run mock:server`'s http://127.0.0.1:9090/api). The browser calls `/api` on this origin,
   * which is proxied there.
   */
  apiUrl: string;
  /** The browser's API base (the build's `VITE_API_BASE_URL`), for the policy's connect-src. */
  browserApiBase?: string;
  /** The time one API call may take while rendering. @default 4000 */
  apiTimeoutMs?: number;
  /** Hosts covers and institution images may come from besides this one (`IMAGE_HOSTS`). */
  imageHosts?: string[];
  /** Where browsers report policy violations (`CSP_REPORT_URL`). */
  reportEndpoint?: string;
  /** A remembered sign-in's cookie lifetime: the API's refresh-token life. @default 30 days */
  refreshTokenTtlSeconds?: number;
  /** A DOM's window for the sanitiser of the institution's HTML (jsdom's). */
  domWindow: Parameters<typeof createPageRenderer>[0]['domWindow'];
}

/** Public pages are the same for every visitor in a language: shared caches may keep them. */
const publicPageCache = 'public, max-age=60, stale-while-revalidate=600';

const nonceOf = () => randomBytes(16).toString('base64');

/**
 * The production server of issue 33 (`npm run serve`): public pages rendered per request with
 * their data, the personal area and other patron pages as the static build's start-up screen
 * (rendered in the browser), the build's assets with their cache rules, `/api` proxied to the
 * API, and `robots.txt` and the sitemaps for search engines. It holds no state between requests
 * but caches of public configuration, so any number of replicas can run behind a load balancer.
 */
export function createCatalogueServer(options: CatalogueServerOptions) {
  const clientDir = path.resolve(options.clientDir);
  const template = readFileSync(path.join(clientDir, shellFileName), 'utf8');
  const manifest = JSON.parse(
    readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const renderRequest = createPageRenderer({
    apiBaseUrl: options.apiUrl,
    domWindow: options.domWindow,
    apiTimeoutMs: options.apiTimeoutMs,
  });
  const matchingRoutes = createAppRoutes(createQueryClient());
  const facts = { ...headScriptFacts(), overrideKeys: [] };
  const api = new URL(options.apiUrl.replace(/\/?$/, '/'));

  /**
   * The template without the build's policy `<meta>`: the response's header says the policy,
   * with this response's own nonce (a `<meta>` beside it would be enforced too).
   */
  const pageTemplate = template
    .replace(/\s*<meta http-equiv="Content-Security-Policy" content="[^"]*" \/>/, '')
    // Tells the page its patron tokens go through this server's token endpoint (the refresh
    // token in an HttpOnly cookie), not into the browser's storage: src/api/session-shape.ts.
    .replace('</head>', `<meta name="${sessionEndpointMeta}" content="/auth" />\n  </head>`);

  const send = (
    response: ExpressResponse,
    status: number,
    html: string,
    nonce: string,
    cacheControl: string,
  ) => {
    // Scripts by the response's nonce; the page's fixed <style> elements and the style
    // attributes of its markup (react-aria's hidden inputs) by their hashes.
    const { styleAttributes, styleElements } = inlineHashes(html);
    for (const [name, value] of securityHeaders({
      scriptNonce: nonce,
      apiBaseUrl: options.browserApiBase ?? '/api',
      styleHashes: styleElements,
      styleAttributeHashes: styleAttributes,
      imageHosts: options.imageHosts,
      reportEndpoint: options.reportEndpoint,
    }))
      response.setHeader(name, value);
    response.setHeader('Cache-Control', cacheControl);
    // The page's layout follows the phone hint (request-viewport.ts); a cache that ignores it
    // only costs a phone a re-render after hydration.
    response.setHeader('Vary', 'Accept-Language, Cookie, Sec-CH-UA-Mobile');
    response.status(status).type('html').send(html);
  };

  const app = express();
  app.disable('x-powered-by');
  app.use(compression());

  // The patron's refresh token, in an HttpOnly cookie page script cannot read (session-endpoint.ts).
  app.use(
    '/auth',
    createSessionEndpoint({
      api,
      originOf,
      refreshTokenTtlSeconds: options.refreshTokenTtlSeconds,
    }),
  );

  // The API and the covers its records name, streamed to and from the API's server.
  app.use(['/api', '/covers'], apiProxy(api));

  // The manifest named after the institution, in the visitor's language (web-manifest.ts).
  const buildManifest = path.join(clientDir, 'manifest.webmanifest');
  const baseManifest = existsSync(buildManifest)
    ? (JSON.parse(readFileSync(buildManifest, 'utf8')) as WebManifest)
    : null;
  app.get('/manifest.webmanifest', async (request, response, next) => {
    if (!baseManifest) return next();
    const origin = originOf(request);
    const language = requestLanguage(new URL(request.originalUrl, origin), {
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });
    await sendAnswer(
      response,
      webManifestResponse(await renderRequest.webManifest(baseManifest, language, origin)),
    );
  });

  app.get('/robots.txt', async (request, response) => {
    await sendAnswer(response, robotsResponse(originOf(request)));
  });
  app.get('/sitemap.xml', async (request, response) => {
    await sendAnswer(response, await sitemapResponse(originOf(request), new QueryClient(), null));
  });
  app.get('/sitemaps/:file', async (request, response) => {
    await sendAnswer(
      response,
      await sitemapResponse(originOf(request), new QueryClient(), request.params.file),
    );
  });

  // Build bookkeeping and the page templates are not for visitors.
  app.use(/^\/(\.vite|_deploy)(\/|$)/, (_request, response) => void response.sendStatus(404));
  // The service worker precaches the start-up screen as its offline fallback (vite.config.ts):
  // it gets this server's shell, with the session meta and a policy header of its own (its
  // nonce travels with it in Cache Storage), not the static file with the build's <meta>.
  app.get(`/${shellFileName}`, (_request, response) =>
    send(response, 200, pageTemplate, nonceOf(), cacheRules.entry),
  );
  app.use(
    express.static(clientDir, {
      index: false,
      // The HTML files are templates of pages, rendered below, never sent as they are.
      extensions: [],
      setHeaders: (response, file) => {
        if (file.endsWith('.html')) return;
        response.setHeader(
          'Cache-Control',
          file.startsWith(path.join(clientDir, 'assets')) ? cacheRules.hashedAssets : 'no-cache',
        );
      },
    }),
  );

  app.get(/.*/, async (request, response) => {
    if (path.extname(request.path) === '.html') return void response.sendStatus(404);
    const url = new URL(request.originalUrl, originOf(request));
    const language = requestLanguage(url, {
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });
    const nonce = nonceOf();
    try {
      const rendered = await renderRequest(
        url,
        language,
        requestViewport({
          mobileHint: request.get('sec-ch-ua-mobile'),
          userAgent: request.get('user-agent'),
        }),
      );
      if (rendered.kind === 'redirect') {
        response.status(rendered.response.status);
        const location = rendered.response.headers.get('Location');
        if (location) response.setHeader('Location', location);
        return void response.end();
      }
      if (rendered.kind === 'app') {
        if (rendered.status === 503) response.setHeader('Retry-After', '30');
        return send(response, rendered.status, pageTemplate, nonce, cacheRules.entry);
      }
      const pattern = routePatternOf(matchingRoutes, url.pathname) ?? '*';
      const html = composePage(
        pageTemplate,
        { path: url.pathname, screens: [rendered.screen] },
        {
          facts,
          scriptNonce: nonce,
          base: '/',
          styles: routeStyles(manifest, pattern),
          address: `${url.pathname}${url.search}`,
          headTags: headTags(rendered.head),
        },
      );
      send(
        response,
        rendered.status,
        html,
        nonce,
        rendered.status === 200 ? publicPageCache : 'public, max-age=60',
      );
    } catch (error) {
      console.error('render failed:', url.pathname, error);
      response.setHeader('Retry-After', '30');
      send(response, 503, pageTemplate, nonce, cacheRules.entry);
    }
  });
  return app;
}

/** The address the visitor used: behind a proxy, its `X-Forwarded-*` (Express's `trust proxy`). */
function originOf(request: ExpressRequest): string {
  return `${request.protocol}://${request.get('host') ?? 'localhost'}`;
}

/** Sends an answer the servers share (src/app/server-render/) through Express. */
async function sendAnswer(response: ExpressResponse, answer: Response) {
  response.status(answer.status);
  answer.headers.forEach((value, name) => response.setHeader(name, value));
  response.send(await answer.text());
}

export const clientBuildExists = (dir: string) => existsSync(path.join(dir, shellFileName));
