import path from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import express from 'express';
import type { createCatalogueApp } from './app.ts';

/**
 * `npm run serve`: the production server, the framework-mode build (`npm run build`'s
 * build-framework/) behind express: its client assets, then the build's own app (app.ts: the
 * session endpoint `/auth`, `/api` and `/covers` streamed to the API, and every other address to
 * React Router's request handler, src/app/framework/entry.server.tsx).
 *
 * - `API_URL` (required): the API as this server reaches it, e.g. `npm run mock:server`'s
 *   http://127.0.0.1:9090/api. The build's modules read it too (request-state.server.ts).
 * - `PORT` (default 3000), `HOST` (default 0.0.0.0), `BUILD_DIR` (default build-framework).
 * - `API_TIMEOUT_MS` (default 4000), `IMAGE_HOSTS`, `CSP_REPORT_URL`: read by the build's modules
 *   (request-state.server.ts, entry.server.tsx).
 * - `REFRESH_TOKEN_TTL_SECONDS` (default 30 days): the API's refresh-token life, which a
 *   remembered sign-in's cookie lasts (its token answer does not say it; session-endpoint.ts).
 * - `TRUST_PROXY`: Express's `trust proxy` behind a load balancer.
 *
 * Run by Node itself (type stripping): no bundling step of its own, so only erasable syntax.
 */
const apiUrl = process.env.API_URL;
if (!apiUrl) {
  console.error('API_URL is required: where this server reaches the library API');
  process.exit(1);
}
const api = new URL(apiUrl.replace(/\/?$/, '/'));
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build-framework');
const { createCatalogueApp: createApp } = (await import(
  pathToFileURL(path.join(buildDir, 'server/index.js')).href
)) as { createCatalogueApp: typeof createCatalogueApp };

const app = express();
app.disable('x-powered-by');
if (process.env.TRUST_PROXY) app.set('trust proxy', process.env.TRUST_PROXY);
app.use(compression());

// Hashed assets never change under their name; the other public files are checked each visit.
app.use(
  '/assets',
  express.static(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }),
);
// The service worker (sw.js) and its Workbox runtime (workbox-*.js) are checked on every visit
// (`no-cache`): the browser compares sw.js byte for byte to find an update, and a cached copy
// would hide one. The other public files are checked each visit too.
app.use(
  express.static(path.join(buildDir, 'client'), {
    index: false,
    setHeaders: (response) => response.setHeader('Cache-Control', 'no-cache'),
  }),
);

app.use(
  createApp({
    api,
    refreshTokenTtlSeconds: process.env.REFRESH_TOKEN_TTL_SECONDS
      ? Number(process.env.REFRESH_TOKEN_TTL_SECONDS)
      : undefined,
    mode: process.env.NODE_ENV,
  }),
);

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const server = app.listen(port, host, () => {
  console.log(`catalogue (framework mode): http://${host}:${port}/ (API ${apiUrl})`);
});
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
