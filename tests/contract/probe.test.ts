import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driftCount, runProbe, type ProbeResult } from '../tools/contract/probe';
import { htmlReport, junitXml } from '../tools/contract/reports';

/**
 * `npm run contract:probe` against the mock's HTTP server: no drift from the sound mock, and
 * every drift kind named when the server is started with a fault (MOCK_FAULTS).
 */
const servers: ChildProcess[] = [];

/** Starts `mocks/http-server.ts` on a free loopback port; resolves with its API root. */
function startMock(faults = ''): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/http-server.ts'], {
    env: { ...process.env, MOCK_PORT: '0', MOCK_HOST: '127.0.0.1', MOCK_FAULTS: faults },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  servers.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /mock backend: (http:\/\/127\.0\.0\.1:\d+\/api)/.exec(output);
      if (found?.[1]) resolve(found[1]);
    });
    child.on('exit', (code) => reject(new Error(`mock server exited (${code}): ${output}`)));
  });
}

function runCli(args: string[]): Promise<{ code: number | null; stdout: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/tools/contract/probe-cli.ts', ...args],
    { env: { ...process.env, CONTRACT_BASE_URL: '' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout })));
}

const kinds = (result: ProbeResult) =>
  new Set(result.results.flatMap((r) => r.exchanges.flatMap((e) => e.drift.map((d) => d.kind))));
const pointers = (result: ProbeResult) =>
  new Set(
    result.results.flatMap((r) =>
      r.exchanges.flatMap((e) => e.drift.map((d) => d.pointer).filter(Boolean)),
    ),
  );
const patron = { username: 'leitor', password: 'leitor123' };

// One sound server, and one with a fault per operation (MOCK_FAULTS scopes each to a path).
const faultyOperations = [
  'rename-field@/acervo/',
  'drop-error-body@/acervo/',
  'wrong-content-type@/parametros/instituicao',
  'undocumented-418@/parametros/funcionalidades',
  'delay=400@/parametros/funcionalidades',
].join(',');
let sound = '';
let faulty = '';
beforeAll(async () => {
  [sound, faulty] = await Promise.all([startMock(), startMock(faultyOperations)]);
  // Generous for a machine busy with other work; a quiet one starts both in seconds.
}, 180_000);
afterAll(() => {
  for (const child of servers) child.kill();
});

describe('contract:probe against the mock server', () => {
  it('finds no drift in any read operation', async () => {
    const result = await runProbe({
      baseUrl: sound,
      ...patron,
      maxRequests: 3,
      requestTimeout: 30_000,
    });
    const reads = result.results.filter((r) => r.method === 'GET');
    expect(reads.length).toBeGreaterThanOrEqual(100);
    expect(reads.filter((r) => r.skipped)).toEqual([]);
    expect(result.results.filter((r) => r.method !== 'GET').every((r) => r.skipped)).toBe(true);
    expect(driftCount(result), junitXml(result)).toBe(0);
  }, 120_000);

  it('finds no drift in any operation with --include-writes', async () => {
    const result = await runProbe({
      baseUrl: sound,
      ...patron,
      includeWrites: true,
      maxRequests: 2,
      requestTimeout: 30_000,
    });
    expect(result.results.filter((r) => r.skipped)).toEqual([]);
    expect(result.results.length).toBeGreaterThanOrEqual(150);
    expect(driftCount(result), junitXml(result)).toBe(0);
  }, 120_000);

  it('names a renamed field with its JSON pointer, and a missing Error body', async () => {
    const result = await runProbe({
      baseUrl: faulty,
      ...patron,
      operations: ['getTitle'],
      maxRequests: 4,
    });
    expect(kinds(result)).toEqual(new Set(['schema-mismatch', 'missing-error-body']));
    expect(pointers(result)).toContain('/cod_acervo');
  }, 30_000);

  it('names a wrong content type, and the CLI reports it and exits 1', async () => {
    const result = await runProbe({
      baseUrl: faulty,
      operations: ['getInstitution'],
      maxRequests: 1,
    });
    expect(kinds(result)).toEqual(new Set(['wrong-content-type']));
    expect(htmlReport(result)).toContain('wrong-content-type');

    const out = mkdtempSync(join(tmpdir(), 'probe-'));
    try {
      const cli = await runCli([
        '--base-url',
        faulty,
        '--operations',
        'getInstitution',
        '--max-requests',
        '1',
        '--out',
        out,
      ]);
      expect(cli.code).toBe(1);
      expect(cli.stdout).toMatch(/getInstitution .* wrong-content-type ×1/);
      expect(readFileSync(join(out, 'probe.xml'), 'utf8')).toContain('type="wrong-content-type"');
      expect(existsSync(join(out, 'probe.html'))).toBe(true);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 30_000);

  it('names an undocumented status, and a timeout', async () => {
    const late = await runProbe({
      baseUrl: faulty,
      operations: ['getFunctionalities'],
      maxRequests: 2,
    });
    expect(kinds(late)).toEqual(new Set(['undocumented-status']));
    const hurried = await runProbe({
      baseUrl: faulty,
      operations: ['getFunctionalities'],
      maxRequests: 2,
      requestTimeout: 100,
    });
    expect(kinds(hurried)).toEqual(new Set(['timeout']));
  }, 30_000);

  it('refuses to run without a host named explicitly', async () => {
    const cli = await runCli([]);
    expect(cli.code).toBe(2);
    expect(cli.stdout).toContain('name the server to probe');
  }, 30_000);
});
