import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import type { ServerBuild } from 'react-router';
import { apiProxy } from '../server/api-proxy.ts';

/**
 * `npm run serve:framework`: the framework-mode build (`npm run build:framework`) behind
 * express: its client assets, `/api` and `/covers` streamed to the API, and every other
 * address to React Router's request handler (src/app/framework/entry.server.tsx).
 *
 * - `API_URL` (required): the API as this server reaches it, e.g. `npm run mock:server`'s
 *   http://127.0.0.1:9090/api. The build's modules read it too (request-state.server.ts).
 * - `PORT` (default 3000), `HOST` (default 0.0.0.0), `BUILD_DIR` (default build-framework).
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
const build = (await import(
  pathToFileURL(path.join(buildDir, 'server/index.js')).href
)) as ServerBuild;

const app = express();
app.disable('x-powered-by');
if (process.env.TRUST_PROXY) app.set('trust proxy', process.env.TRUST_PROXY);
app.use(compression());

// The API and the covers its records name, streamed to and from the API's server.
app.use(['/api', '/covers'], apiProxy(api));

// Hashed assets never change under their name; the other public files are checked each visit.
app.use(
  '/assets',
  express.static(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }),
);
app.use(express.static(path.join(buildDir, 'client'), { index: false, maxAge: 0 }));

app.all(/.*/, createRequestHandler({ build, mode: process.env.NODE_ENV }));

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const server = app.listen(port, host, () => {
  console.log(`catalogue (framework mode): http://${host}:${port}/ (API ${apiUrl})`);
});
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
