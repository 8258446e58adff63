import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Resolves once `address` answers (any status under 500), polling for up to a minute. */
export async function untilAnswering(address: string): Promise<void> {
  await expect
    .poll(
      () =>
        fetch(address).then(
          (answer) => answer.status < 500,
          () => false,
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
}

/**
 * A production server of a test's own (deploy/framework-server/main.ts, run by Node as it is)
 * over `buildDir` (default: the suite's build-framework/, which playwright.server.config.ts
 * builds before the tests), its API the mock on `apiPort`; resolves once it answers.
 */
export async function startFrameworkServer({
  port,
  apiPort,
  buildDir,
}: {
  port: number;
  apiPort: number;
  buildDir?: string;
}): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['deploy/framework-server/main.ts'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      ...(buildDir ? { BUILD_DIR: buildDir } : {}),
      NODE_ENV: 'production',
      API_URL: `http://127.0.0.1:${apiPort}/api`,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: 'ignore',
  });
  await untilAnswering(`http://127.0.0.1:${port}/robots.txt`);
  return server;
}

/** The mock's HTTP server of a test's own on `port`, with `env`'s settings (MOCK_HOSTILE…). */
export async function startMockServer(
  port: number,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const mock = spawn(
    path.join(process.cwd(), 'node_modules', '.bin', 'tsx'),
    ['mocks/http-server.ts'],
    {
      cwd: process.cwd(),
      env: { ...process.env, ...env, MOCK_PORT: String(port) },
      stdio: 'ignore',
    },
  );
  // Unauthenticated, the API answers 401: it is up.
  await untilAnswering(`http://127.0.0.1:${port}/api/parametros/instituicao`);
  return mock;
}
