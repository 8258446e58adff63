/**
 * `npm run perf:mock`: the in-browser mock's cold start under `npm start` (vite dev), the time a
 * developer pays on each reload.
 *
 * Starts the dev server (`vite --port <free port> --strictPort`, the mock is on in development),
 * warms it up with one page load in a throw-away browser context (vite transforms the modules on
 * first request), then in a fresh context (empty IndexedDB, as a first visit): loads the home page
 * once ("first load") and reloads it RELOADS times (default 5). Prints the mock's own measures
 * (`mock:*`, performance.measure in mocks/browser.ts) and the time to the home page's h1, for the
 * first load and the median of the reloads. Exits 1 when the reloads' median `mock:cold-start`
 * is over BAR_MS (default 1000; 0 turns the bar off).
 *
 * Not part of `npm test`: timings on a shared machine are noisy. Chromium: CHROMIUM_PATH or
 * /usr/bin/chromium with the flags of tests/chromium.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright';
import type * as ChromiumModule from '../chromium';

// Node runs this file's TypeScript directly and needs the real file names of its neighbours.
const { chromiumLaunchOptions } = (await import(
  new URL('../chromium.ts', import.meta.url).href
)) as typeof ChromiumModule;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const HEADING = 'Pesquisar no acervo';
/** Written by the mock once the seed is in IndexedDB; a reload before it would rebuild. */
const CACHE_WRITTEN_MARK = 'mock:seed-cache-written';

export type Figures = Record<string, number>;

export interface MockColdStart {
  firstLoad: Figures;
  reloads: Figures[];
  reloadMedian: Figures;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = address && typeof address === 'object' ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function startVite(port: number): Promise<ChildProcess> {
  const vite = spawn(
    path.join(root, 'node_modules/.bin/vite'),
    ['--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env } },
  );
  let output = '';
  vite.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  vite.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (vite.exitCode !== null) throw new Error(`vite exited:\n${output}`);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/`);
      if (answer.ok) return vite;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stopVite(vite);
  throw new Error(`vite did not answer in 60 s:\n${output}`);
}

function stopVite(vite: ChildProcess): void {
  // The whole process group: vite starts esbuild/rolldown helpers.
  if (vite.pid !== undefined && vite.exitCode === null) {
    try {
      process.kill(-vite.pid, 'SIGTERM');
    } catch {
      vite.kill('SIGTERM');
    }
  }
}

/** Records when the home page's h1 first appears, in the page's own clock. */
function watchHeading(text: string): void {
  const found = () =>
    Array.from(document.querySelectorAll('h1')).some((h1) => h1.textContent?.trim() === text);
  const observer = new MutationObserver(() => {
    if (found()) {
      performance.mark('bench:h1');
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

async function loadAndMeasure(page: Page, load: () => Promise<unknown>): Promise<Figures> {
  await load();
  await page.waitForFunction(() => performance.getEntriesByName('bench:h1').length > 0, null, {
    timeout: 60_000,
  });
  // The cache is written in idle time after the first render; a mock without it never marks.
  await page
    .waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, CACHE_WRITTEN_MARK, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  return page.evaluate(() => {
    const figures: Record<string, number> = {};
    for (const entry of performance.getEntriesByType('measure')) {
      if (entry.name.startsWith('mock:')) figures[entry.name] = entry.duration;
    }
    const h1 = performance.getEntriesByName('bench:h1')[0];
    if (h1) figures['h1'] = h1.startTime;
    return figures;
  });
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function medianFigures(runs: Figures[]): Figures {
  const names = new Set(runs.flatMap((run) => Object.keys(run)));
  const out: Figures = {};
  for (const name of names) {
    out[name] = median(runs.map((run) => run[name]).filter((value) => value !== undefined));
  }
  return out;
}

/** Starts the dev server, measures one first load and `reloads` reloads, stops the server. */
export async function measureMockColdStart({ reloads = 5 } = {}): Promise<MockColdStart> {
  const port = await freePort();
  const vite = await startVite(port);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const origin = `http://127.0.0.1:${port}/`;
    const contextOptions = { locale: 'pt-BR' };
    const warmUp = await browser.newContext(contextOptions);
    const warmUpPage = await warmUp.newPage();
    await warmUpPage.addInitScript(watchHeading, HEADING);
    await loadAndMeasure(warmUpPage, () => warmUpPage.goto(origin));
    await warmUp.close();

    const context = await browser.newContext(contextOptions);
    const page = await context.newPage();
    await page.addInitScript(watchHeading, HEADING);
    const firstLoad = await loadAndMeasure(page, () => page.goto(origin));
    const reloaded: Figures[] = [];
    for (let run = 0; run < reloads; run += 1) {
      reloaded.push(await loadAndMeasure(page, () => page.reload()));
    }
    await context.close();
    return { firstLoad, reloads: reloaded, reloadMedian: medianFigures(reloaded) };
  } finally {
    await browser.close();
    stopVite(vite);
  }
}

export function printMockColdStart(result: MockColdStart): void {
  const names = [
    ...new Set([...Object.keys(result.firstLoad), ...Object.keys(result.reloadMedian)]),
  ].sort();
  const rows = names.map((name) => ({
    measure: name === 'h1' ? `h1 '${HEADING}' (from navigation)` : name,
    'first load (ms)': Math.round(result.firstLoad[name] ?? NaN),
    [`reload median of ${result.reloads.length} (ms)`]: Math.round(
      result.reloadMedian[name] ?? NaN,
    ),
  }));
  console.table(rows);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const bar = Number(process.env.BAR_MS ?? 1000);
  const result = await measureMockColdStart({
    reloads: Math.max(1, Number(process.env.RELOADS ?? 5)),
  });
  printMockColdStart(result);
  const coldStart = result.reloadMedian['mock:cold-start'];
  if (bar > 0 && coldStart !== undefined && coldStart > bar) {
    console.error(`mock:cold-start on reload ${Math.round(coldStart)} ms > ${bar} ms`);
    process.exitCode = 1;
  }
}
