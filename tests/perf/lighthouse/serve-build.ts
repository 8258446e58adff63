/**
 * Serves a production build (`dist/`) the way a deployment would, for `npm run perf`: files
 * and API answers with gzip, long caching for the hashed assets, the home and login pages are
 * `index.html` and `login.html` (with their prerendered first screens), every other path falls
 * back to `app.html` (the start-up
 * screen; the app routes in the browser), and `/api/*` and `/covers/*` go to the mock backend of
 * `npm run mock:server` (the build's API base is `/api` on the same origin, src/api/config.ts).
 *
 * Run alone: node tests/perf/lighthouse/serve-build.ts [dir] (PERF_PORT, MOCK_PORT as below).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import type * as FirstScreenContract from '../../../src/app/prerender/first-screen-contract';

// Node runs this file's TypeScript directly and needs the real file name of the module.
const { prerenderedFileName, shellFileName } = (await import(
  new URL('../../../src/app/prerender/first-screen-contract.ts', import.meta.url).href
)) as typeof FirstScreenContract;

export interface ServeOptions {
  /** The build to serve. */
  dir: string;
  port: number;
  /** Where `npm run mock:server` listens. */
  apiHost: string;
  apiPort: number;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const compressible = /^(text\/|application\/(json|manifest)|image\/svg)/;

export function serveBuild({ dir, port, apiHost, apiPort }: ServeOptions): Promise<Server> {
  const root = path.resolve(dir);
  const server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://localhost');

    // The API, and the covers its records name (`link_capa`, `/covers/{code}.svg`, which the
    // mock serves beside its API, as an institution's server does).
    if (url.pathname === '/api' || /^\/(api|covers)\//.test(url.pathname)) {
      const upstream = request(
        {
          host: apiHost,
          port: apiPort,
          method: incoming.method,
          path: incoming.url,
          headers: { ...incoming.headers, host: `${apiHost}:${apiPort}` },
        },
        (answer) => {
          // Compressed like the assets, as the web server or proxy in front of a real API does.
          const accepts = String(incoming.headers['accept-encoding'] ?? '');
          const answerType = String(answer.headers['content-type'] ?? '');
          if (
            compressible.test(answerType) &&
            !answer.headers['content-encoding'] &&
            /\bgzip\b/.test(accepts)
          ) {
            const headers = {
              ...answer.headers,
              'content-encoding': 'gzip',
              vary: 'Accept-Encoding',
            };
            delete headers['content-length'];
            outgoing.writeHead(answer.statusCode ?? 502, headers);
            answer.pipe(createGzip()).pipe(outgoing);
            return;
          }
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => {
        outgoing.statusCode = 502;
        outgoing.end('mock backend unreachable');
      });
      incoming.pipe(upstream);
      return;
    }

    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) {
      outgoing.statusCode = 403;
      outgoing.end();
      return;
    }
    const isFile = existsSync(file) && statSync(file).isFile();
    if (!isFile) {
      const prerendered = path.join(root, prerenderedFileName(url.pathname.slice(1)));
      const shell = path.join(root, shellFileName);
      file = existsSync(prerendered)
        ? prerendered
        : existsSync(shell)
          ? shell
          : path.join(root, 'index.html');
    }
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    outgoing.setHeader('Content-Type', type);
    // Vite's hashed file names never change content; index.html and the rest are revalidated.
    outgoing.setHeader(
      'Cache-Control',
      url.pathname.startsWith('/assets/') && isFile
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    );
    const accepts = String(incoming.headers['accept-encoding'] ?? '');
    if (compressible.test(type) && /\bgzip\b/.test(accepts)) {
      outgoing.setHeader('Content-Encoding', 'gzip');
      outgoing.setHeader('Vary', 'Accept-Encoding');
      createReadStream(file).pipe(createGzip()).pipe(outgoing);
    } else {
      createReadStream(file).pipe(outgoing);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PERF_PORT ?? 4627);
  await serveBuild({
    dir: process.argv[2] ?? 'dist',
    port,
    apiHost: '127.0.0.1',
    apiPort: Number(process.env.MOCK_PORT ?? 9090),
  });
  console.log(`serving ${process.argv[2] ?? 'dist'} on http://127.0.0.1:${port}/`);
}
