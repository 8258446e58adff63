import { spawn, type ChildProcess } from 'node:child_process';

/**
 * The production server (deploy/framework-server/main.ts) of a build, started for a speed run:
 * `npm run perf` and `npm run perf:server` over build-framework/ (or `buildDir`), both with the
 * mock's HTTP server as API. `nodeArgs` go before the script (`--cpu-prof` …).
 */
export function spawnProductionServer({
  script,
  buildDir,
  apiUrl,
  port,
  nodeArgs = [],
  cwd,
}: {
  script: string;
  buildDir?: string;
  apiUrl: string;
  port: number;
  nodeArgs?: string[];
  cwd?: string;
}): ChildProcess {
  return spawn(process.execPath, [...nodeArgs, script], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      API_URL: apiUrl,
      ...(buildDir ? { BUILD_DIR: buildDir } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Resolves once `url` answers; fails when `child` exits first or after `timeoutMs`. */
export async function waitForAnswer(url: string, child?: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the server exited`);
    try {
      await fetch(url);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
