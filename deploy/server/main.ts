import path from 'node:path';
import { clientBuildExists, createCatalogueServer } from './create-server';

/**
 * `npm run serve`: the production server (issue 33) over the static build in dist/.
 *
 * - `API_URL` (required): the API as this server reaches it, e.g. https://library.example.org/api,
 *   or `npm run mock:server`'s http://127.0.0.1:9090/api.
 * - `PORT` (default 3000) and `HOST` (default 0.0.0.0); `CLIENT_DIR` (default dist).
 * - `API_TIMEOUT_MS` (default 4000): one API call's limit while rendering a page.
 * - `IMAGE_HOSTS`, `CSP_REPORT_URL`: as the build's `VITE_IMAGE_HOSTS` and `VITE_CSP_REPORT_URL`
 *   (docs/deploying.md), for the policy this server sends.
 * - `REFRESH_TOKEN_TTL_SECONDS` (default 30 days): the API's refresh-token life, which a
 *   remembered sign-in's cookie lasts (its token answer does not say it; session-endpoint.ts).
 * - `TRUST_PROXY`: Express's `trust proxy` (e.g. `loopback` or a hop count) behind a load
 *   balancer or CDN, so addresses in sitemaps and canonical links use the visitor's host.
 */
const apiUrl = process.env.API_URL;
if (!apiUrl) {
  console.error('API_URL is required: where this server reaches the library API');
  process.exit(1);
}
const clientDir = path.resolve(process.env.CLIENT_DIR ?? 'dist');
if (!clientBuildExists(clientDir)) {
  console.error(`${clientDir} holds no build: run npm run build first`);
  process.exit(1);
}
// The sanitiser of the institution's HTML needs a DOM; jsdom ships no types of its own here.
const jsdom = 'jsdom';
const { JSDOM } = (await import(jsdom)) as { JSDOM: new (html: string) => { window: unknown } };

const app = createCatalogueServer({
  clientDir,
  apiUrl,
  browserApiBase: process.env.VITE_API_BASE_URL,
  apiTimeoutMs: process.env.API_TIMEOUT_MS ? Number(process.env.API_TIMEOUT_MS) : undefined,
  imageHosts: (process.env.IMAGE_HOSTS ?? process.env.VITE_IMAGE_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean),
  reportEndpoint: process.env.CSP_REPORT_URL || undefined,
  refreshTokenTtlSeconds: process.env.REFRESH_TOKEN_TTL_SECONDS
    ? Number(process.env.REFRESH_TOKEN_TTL_SECONDS)
    : undefined,
  domWindow: new JSDOM('').window as never,
});
if (process.env.TRUST_PROXY) app.set('trust proxy', process.env.TRUST_PROXY);
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const server = app.listen(port, host, () => {
  const address = server.address();
  const bound = address && typeof address === 'object' ? address.port : port;
  console.log(`catalogue server: http://${host}:${bound}/ (API ${apiUrl})`);
});
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
