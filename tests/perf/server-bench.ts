/*
 * The production server (deploy/server/) under load (not a test): requests/s and latency of a
 * server-rendered title page and results page beside a static file, with the mock backend's
 * HTTP server as the API. Needs `npm run build` first (dist/ and dist-server/).
 *
 *   npm run perf:server            (BENCH_SECONDS=20 by default, per address; 20 connections)
 *
 * Loopback only: it starts both servers on 127.0.0.1 and calls nothing else.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';

const CONNECTIONS = 20;
const seconds = Math.min(Math.max(Number(process.env.BENCH_SECONDS ?? 20) || 20, 1), 60);
const mockPort = 4491;
const port = 4490;

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, args, { env: { ...process.env, ...env }, stdio: 'ignore' });
}

async function waitFor(url: string, child: ChildProcess) {
  for (let tries = 0; tries < 240; tries += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`${url} did not answer`);
}

const mock = start('node_modules/.bin/tsx', ['mocks/http-server.ts'], {
  MOCK_PORT: String(mockPort),
});
const server = start('node', ['dist-server/main.js'], {
  NODE_ENV: 'production',
  API_URL: `http://127.0.0.1:${mockPort}/api`,
  PORT: String(port),
  HOST: '127.0.0.1',
});
try {
  await waitFor(`http://127.0.0.1:${mockPort}/api/parametros/instituicao`, mock);
  await waitFor(`http://127.0.0.1:${port}/robots.txt`, server);
  const script = readdirSync('dist/assets').find((file) => file.endsWith('.js'));
  const addresses = [
    ['title page (/acervo/7)', '/acervo/7'],
    ['results page (/?termo=casmurro)', '/?termo=casmurro&tipo=livre'],
    [`static file (/assets/${script})`, `/assets/${script}`],
  ] as const;
  const rows = [];
  for (const [name, path] of addresses) {
    // A first request warms the configuration cache and the token, as a running server has them.
    await fetch(`http://127.0.0.1:${port}${path}`);
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${path}`,
      connections: CONNECTIONS,
      duration: seconds,
      headers: { 'accept-encoding': 'gzip', 'accept-language': 'pt-BR' },
    });
    rows.push({
      address: name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      requests: result.requests.total,
      'non-2xx': result.non2xx,
      errors: result.errors + result.timeouts,
    });
  }
  console.log(`${CONNECTIONS} connections, ${seconds} s per address`);
  console.table(rows);
} finally {
  server.kill();
  mock.kill();
}
