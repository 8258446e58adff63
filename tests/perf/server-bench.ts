/*
 * The production server (deploy/framework-server/, framework mode) under load (not a test):
 * requests/s and latency of a server-rendered title page and results page beside a static file,
 * with the mock backend's HTTP server as the API. Needs `npm run build` first (build-framework/).
 *
 *   npm run perf:server            (BENCH_SECONDS=20 by default, per address; 20 connections)
 *   BENCH_PROFILE=1 npm run perf:server
 *                                  (the server under node --cpu-prof: where its time went, by
 *                                  package, for each page, printed after its row)
 *
 * Loopback only: it starts both servers on 127.0.0.1 and calls nothing else.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type * as CpuProfileSummary from './cpu-profile-summary';
import type * as ProductionServer from './production-server';

// Node runs this file's TypeScript directly and needs the real file names of its neighbours.
const { cpuProfileByPlace } = (await import(
  new URL('./cpu-profile-summary.ts', import.meta.url).href
)) as typeof CpuProfileSummary;
const { spawnProductionServer, waitForAnswer } = (await import(
  new URL('./production-server.ts', import.meta.url).href
)) as typeof ProductionServer;

const CONNECTIONS = 20;
const seconds = Math.min(Math.max(Number(process.env.BENCH_SECONDS ?? 20) || 20, 1), 60);
const mockPort = 4491;
const port = 4490;

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, args, { env: { ...process.env, ...env }, stdio: 'ignore' });
}

const profiling = process.env.BENCH_PROFILE === '1';
const profileDir = profiling ? mkdtempSync(path.join(tmpdir(), 'server-profile-')) : undefined;

/** The production server; under `--cpu-prof` when profiling, which writes its profile on exit. */
const startServer = () =>
  spawnProductionServer({
    script: 'deploy/framework-server/main.ts',
    apiUrl: `http://127.0.0.1:${mockPort}/api`,
    port,
    nodeArgs: profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [],
  });

/** Stops the server and waits for it to exit (the profile is written then). */
async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

const mock = start('node_modules/.bin/tsx', ['mocks/http-server.ts'], {
  MOCK_PORT: String(mockPort),
});
let server = startServer();
try {
  await waitForAnswer(`http://127.0.0.1:${mockPort}/api/parametros/instituicao`, mock);
  const script = readdirSync('build-framework/client/assets').find((file) => file.endsWith('.js'));
  const addresses = [
    ['title page (/acervo/7)', '/acervo/7'],
    ['results page (/?termo=casmurro)', '/?termo=casmurro&tipo=livre'],
    [`static file (/assets/${script})`, `/assets/${script}`],
  ] as const;
  const rows = [];
  const profiles: { address: string; byPlace: ReturnType<typeof cpuProfileByPlace> }[] = [];
  for (const [name, address] of addresses) {
    // Profiled, each address has a server (and a profile) of its own.
    if (profiling && server.exitCode !== null) server = startServer();
    await waitForAnswer(`http://127.0.0.1:${port}/robots.txt`, server);
    // A first request warms the configuration cache and the token, as a running server has them.
    await fetch(`http://127.0.0.1:${port}${address}`);
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${address}`,
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
    if (profileDir) {
      await stopServer(server);
      const [file] = readdirSync(profileDir).filter((one) => one.endsWith('.cpuprofile'));
      if (file) {
        profiles.push({ address: name, byPlace: cpuProfileByPlace(path.join(profileDir, file)) });
        rmSync(path.join(profileDir, file));
      }
    }
  }
  console.log(`${CONNECTIONS} connections, ${seconds} s per address`);
  console.table(rows);
  for (const { address, byPlace } of profiles) {
    console.log(`where the server's time went, ${address} (self time, whole run):`);
    console.table(byPlace);
  }
} finally {
  await stopServer(server);
  mock.kill();
  if (profileDir) rmSync(profileDir, { recursive: true, force: true });
}
