/*
 * The mock HTTP server under load (not a test): what back-end teams and the e2e suite can expect
 * of `npm run mock:server`. Starts the server in this process on 127.0.0.1 (a free port), signs a
 * patron in, then runs autocannon at 20 connections against a search and a signed-in loans list
 * and prints requests/s, latency p50/p99 and the process's memory.
 *
 *   npm run perf:mock-server            (BENCH_SECONDS=10 by default, per call)
 *
 * Loopback only: it never calls anything but the server it started.
 */
import autocannon from 'autocannon';
import type { AddressInfo } from 'node:net';
import { createMockBackend } from '../../mocks/handlers';
import { createMockHttpServer, mockHttpServerOptions } from '../../mocks/http/mock-http-server';
import { defaultMockSettings } from '../../mocks/mock-settings';
import { getCatalogueIndex } from '../../mocks/search';

const CONNECTIONS = 20;
const seconds = Math.min(Math.max(Number(process.env.BENCH_SECONDS ?? 10) || 10, 1), 60);

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const memory = () => {
  const { rss, heapUsed } = process.memoryUsage();
  return `rss ${megabytes(rss)}, heap ${megabytes(heapUsed)}`;
};

// A long token lifetime: the bench must not measure 401s once the first token expires.
const backend = await createMockBackend(
  { ...defaultMockSettings(), accessTokenTtlSeconds: 3600 },
  '',
);
const server = createMockHttpServer(backend, mockHttpServerOptions({}));
getCatalogueIndex();
await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
console.log(`mock server at ${base}; after seeding: ${memory()}`);

async function token(fields: Record<string, string>): Promise<string> {
  const answer = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  if (!answer.ok) throw new Error(`token grant answered ${answer.status}`);
  return ((await answer.json()) as { access_token: string }).access_token;
}

const publicToken = await token({
  grant_type: 'client_credentials',
  client_id: '4',
  client_secret: 'segredo',
});
const patronToken = await token({
  grant_type: 'password',
  username: 'leitor',
  password: 'leitor123',
  client_id: '4',
});

const runs = [
  {
    name: 'search (GET /consulta?termo=machado)',
    path: '/consulta?termo=machado',
    token: publicToken,
  },
  {
    name: 'signed-in loans (GET /emprestimo/titulos-pendentes)',
    path: '/emprestimo/titulos-pendentes',
    token: patronToken,
  },
];

const rows = [];
for (const run of runs) {
  const result = await autocannon({
    url: `${base}${run.path}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { Authorization: `Bearer ${run.token}`, idioma: '1' },
  });
  rows.push({
    call: run.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
    memory: memory(),
  });
}
console.log(`${CONNECTIONS} connections, ${seconds} s per call`);
console.table(rows);
server.close();
process.exit(rows.some((row) => row['non-2xx'] > 0 || row.errors > 0) ? 1 : 0);
