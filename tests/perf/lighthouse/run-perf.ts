/**
 * `npm run perf` (issues 7 and 16, speed): Lighthouse on five pages, the facet-toggle INP and the
 * in-browser mock's cold start.
 *
 * 1. Builds the production app into dist-perf/ (skip with PERF_SKIP_BUILD=1 to reuse it).
 * 2. Starts the mock backend (`mocks/http-server.ts`, 127.0.0.1:MOCK_PORT, default 4637) and a
 *    static server for the build (PERF_PORT, default 4627) that proxies `/api` to it: the
 *    production build calls `/api` on its own origin (src/api/config.ts).
 * 3. Lighthouse (node API, its default mobile profile with simulated throttling) on each page of
 *    `pages` (home, results, title, login, and the dashboard signed in as `leitor`), PERF_RUNS
 *    times (default 5): each figure is the median of the runs; the report saved is the run with
 *    the median score. CPU is the main-thread work in Lighthouse's trace, steadier than TBT on
 *    a shared machine. Then the same on the production server (issue 33, React Router's
 *    framework mode: src/app/framework/, built into build-framework/ and started on
 *    PERF_PORT + 1): home, results, title and login, each rendered per request with its data
 *    (reports named `<page>-server`). One table per shape, audited one after the other;
 *    PERF_SHAPES=server picks shapes (static, server). PERF_ONLY=lighthouse runs this alone.
 * 4. Playwright on a results page, at the same mobile viewport and 4x CPU slowdown as
 *    Lighthouse: opens the filters, toggles a facet on and off ten times and reads the INP of
 *    those toggles (the slowest, from the Event Timing entries web-vitals reads); the page's
 *    INP from the web-vitals library (onINP) is printed beside it.
 * 5. For information, no bar: the same pages loaded for real under DevTools throttling
 *    (`appliedThrottling`), LCP and the time to the first result.
 * 6. The in-browser mock's cold start under `npm start` (tests/perf/mock-cold-start.ts): a first
 *    load and PERF_RUNS reloads; the reloads' median is held to 1 s.
 * 7. Repeat visits (issue 34, tests/perf/lighthouse/repeat-visit.ts): home, results and title
 *    loaded twice under the same throttling, the second time with the service worker warm, on
 *    the static build and on the production server (build-framework/, PERF_PORT + 1); the
 *    server's repeat visits are held to an LCP of 0.8 s, and on both none of the app's code may come from the network. A plain-text page's
 *    LCP is printed as the harness's floor. PERF_ONLY=repeat runs this part alone.
 * Prints a table and exits 1 under a bar (`bars`, `pages` and `serverBars`): performance >= 95 on
 * home, results and login and >= 90 on title and the dashboard, LCP <= 1.5 s on home, results and
 * login; on the production server performance >= 95 and LCP <= 1.5 s on all four of its pages;
 * TBT <= 200 ms, CLS <= 0.02, accessibility 100, INP <= 100 ms.
 * Chromium: CHROMIUM_PATH or /usr/bin/chromium with the flags of tests/chromium.ts.
 * Lighthouse reports are saved to reports/perf/ (open the .html in a browser).
 *
 * Not part of `npm test`: timings on a shared machine are noisy (see docs/deploying.md, "Speed budgets").
 */
import { execSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import type * as ChromiumModule from '../../chromium';
import type * as MockColdStartModule from '../mock-cold-start';
import type * as ProductionServerModule from '../production-server';
import type * as LongTasksModule from './long-tasks';
import type * as RepeatVisitModule from './repeat-visit';
import type * as ServeModule from './serve-build';

// Node runs this file's TypeScript directly and needs the real file names of its neighbours.
const { chromiumArgs, chromiumExecutablePath, chromiumLaunchOptions } = (await import(
  new URL('../../chromium.ts', import.meta.url).href
)) as typeof ChromiumModule;
const { spawnProductionServer, waitForAnswer } = (await import(
  new URL('../production-server.ts', import.meta.url).href
)) as typeof ProductionServerModule;
const { serveBuild } = (await import(
  new URL('./serve-build.ts', import.meta.url).href
)) as typeof ServeModule;
const { longTasksOf, traceCategories } = (await import(
  new URL('./long-tasks.ts', import.meta.url).href
)) as typeof LongTasksModule;
const { floorVisit, largestPaint, printRepeatVisits, repeatVisit, throttle } = (await import(
  new URL('./repeat-visit.ts', import.meta.url).href
)) as typeof RepeatVisitModule;
const {
  measureMockColdStart,
  median: medianOf,
  printMockColdStart,
} = (await import(
  new URL('../mock-cold-start.ts', import.meta.url).href
)) as typeof MockColdStartModule;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const distDir = path.join(root, 'dist-perf');
const reportDir = path.join(root, 'reports/perf');
const port = Number(process.env.PERF_PORT ?? 4627);
const mockPort = Number(process.env.MOCK_PORT ?? 4637);
const runs = Math.max(1, Number(process.env.PERF_RUNS ?? 5));
const origin = `http://127.0.0.1:${port}`;
const serverPort = port + 1;

/** A deployment shape the pages are audited on (README, "Deployment"). */
interface Shape {
  /** What PERF_SHAPES names it by. */
  key: 'static' | 'server';
  name: string;
  origin: string;
  /** Appended to the saved report's name. */
  reportSuffix: string;
}
/** The static build: home and login prerendered, every other address app.html. */
const staticShape: Shape = { key: 'static', name: 'static build', origin, reportSuffix: '' };
/**
 * The production server (React Router's framework mode, src/app/framework/, built into
 * build-framework/ and started on PERF_PORT + 1): records rendered per request.
 */
const serverShape: Shape = {
  key: 'server',
  name: 'production server',
  origin: `http://127.0.0.1:${serverPort}`,
  reportSuffix: '-server',
};
/** PERF_SHAPES=server audits only the shapes it names (static, server). */
const auditedShapes = [staticShape, serverShape].filter(
  (shape) => !process.env.PERF_SHAPES || process.env.PERF_SHAPES.split(',').includes(shape.key),
);
/** The shape that renders each public page per request, with `serverBars`. */
const rendersRecords = (shapeName: string | undefined) => shapeName === serverShape.name;

/** The bars of issue 16 that hold on every page. */
const bars = {
  accessibility: 100,
  tbtMs: 200,
  cls: 0.02,
  inpMs: 100,
  mockColdStartMs: 1000,
  /** Issue 34: a repeat visit with the service worker warm. */
  repeatVisitLcpMs: 800,
};
/** The pages of the repeat-visit mode (issue 34). */
const repeatPages = ['home', 'results', 'title'];

interface Page {
  name: string;
  path: string;
  /** Lighthouse performance score at least. */
  performance: number;
  /** LCP at most, where the page's main content needs no API call after start-up. */
  lcpMs?: number;
  /** Audited signed in as `leitor` (remembered), so the page shows the patron's data. */
  signedIn?: boolean;
}

/**
 * The five pages of issue 16. Title and the dashboard draw their main content from calls made
 * after start-up (the record; the patron's loans and holds), hence the lower bar and no LCP bar.
 */
const resultsPath = '/?termo=romance&tipo=livre&pagina=1&ordenacao=C';
const allPages: Page[] = [
  { name: 'home', path: '/', performance: 95, lcpMs: 1500 },
  { name: 'results', path: resultsPath, performance: 95, lcpMs: 1500 },
  { name: 'title', path: '/acervo/7', performance: 90 },
  { name: 'login', path: '/login', performance: 95, lcpMs: 1500 },
  { name: 'dashboard', path: '/meu-portal', performance: 90, signedIn: true },
];
/**
 * Issue 33's bars on the production server, which renders every public page with its data: the
 * title's record and the results are in the HTML, so both are held to the home page's bars.
 * The dashboard is the browser's on both shapes (the server renders no patron's data) and is
 * audited on the static build only.
 */
const serverBars: Record<string, Pick<Page, 'performance' | 'lcpMs'>> = {
  home: { performance: 95, lcpMs: 1500 },
  results: { performance: 95, lcpMs: 1500 },
  title: { performance: 95, lcpMs: 1500 },
  login: { performance: 95, lcpMs: 1500 },
};
/** PERF_PAGES=home,login audits only those pages. */
const pages = process.env.PERF_PAGES
  ? allPages.filter((page) => process.env.PERF_PAGES!.split(',').includes(page.name))
  : allPages;
/** Where the INP of a facet toggle is measured: a facet group of the results page. */
const facetGroup = 'Ano de publicação';

/** One interaction, from its longest Event Timing entry: its duration and where it went. */
interface Interaction {
  id: number;
  duration: number;
  inputDelay: number;
  processing: number;
  presentation: number;
}

interface Row {
  page: string;
  /** The deployment shape audited (`Shape.name`); absent for the rows that are not Lighthouse's. */
  shape?: string;
  performance?: number;
  accessibility?: number;
  fcpMs?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  /** Main-thread work in Lighthouse's trace (mainthread-work-breakdown), ms. */
  cpuMs?: number;
  inpMs?: number;
  problems: string[];
}

function chromePath(): string {
  const found = chromiumExecutablePath() ?? process.env.CHROME_PATH;
  if (!found) throw new Error('no Chromium: set CHROMIUM_PATH');
  return found;
}

function startMock() {
  // In-process tsx (not `npx tsx`, which forks), so killing this child stops the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/http-server.ts'], {
    cwd: root,
    env: { ...process.env, MOCK_PORT: String(mockPort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

const median = <T>(items: T[], score: (item: T) => number): T =>
  [...items].sort((a, b) => score(a) - score(b))[Math.floor(items.length / 2)]!;

/**
 * A Chromium profile signed in as `leitor` with "Lembrar-me" (the sign-in survives a browser
 * restart), its HTTP cache emptied so the audit still measures a first visit's downloads.
 */
async function signedInProfile(origin: string): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'perf-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    ...chromiumLaunchOptions(),
    locale: 'pt-BR',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${origin}/login?redirect=%2Fmeu-portal`);
    await page.getByRole('textbox', { name: 'Matrícula' }).fill('leitor');
    await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('leitor123');
    // react-aria's checkbox input is visually hidden: toggled from the keyboard, as in e2e.
    await page.getByRole('checkbox', { name: 'Lembrar-me' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Acessar' }).click();
    await page.waitForURL((url) => url.pathname === '/meu-portal', { timeout: 60_000 });
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await context.close();
  }
  return dir;
}

async function audit(
  { name, path: pagePath, signedIn }: Page,
  shape: Shape = staticShape,
): Promise<Row> {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const userDataDir = signedIn ? await signedInProfile(shape.origin) : undefined;
    const chrome = await chromeLauncher.launch({
      chromePath: chromePath(),
      ...(userDataDir ? { userDataDir } : {}),
      // In Portuguese, the catalogue's default language, like the INP run below.
      // --accept-lang sets navigator.languages in headless Chromium (--lang alone does not).
      chromeFlags: [...chromiumArgs, '--headless=new', '--lang=pt-BR', '--accept-lang=pt-BR'],
    });
    try {
      const result = await lighthouse(shape.origin + pagePath, {
        port: chrome.port,
        output: ['json', 'html'],
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // Signed in, the stored session must survive Lighthouse's usual storage reset.
        ...(signedIn ? { disableStorageReset: true } : {}),
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
      results.push(result);
    } finally {
      chrome.kill();
      if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
    }
  }
  // The report kept is the run with the median score; each figure printed is its own median.
  const chosen = median(results, (result) => result.lhr.categories.performance?.score ?? 0);
  const [json, html] = chosen.report as string[];
  mkdirSync(reportDir, { recursive: true });
  const reportName = `${name}${shape.reportSuffix}`;
  writeFileSync(path.join(reportDir, `${reportName}.json`), json!);
  writeFileSync(path.join(reportDir, `${reportName}.html`), html!);

  const lhrs = results.map((result) => result.lhr);
  const percent = (score: number | null | undefined) => Math.round((score ?? 0) * 100);
  const category = (id: 'performance' | 'accessibility') =>
    medianOf(lhrs.map((lhr) => percent(lhr.categories[id]?.score)));
  const numeric = (id: string) => {
    const values = lhrs.flatMap((lhr) => lhr.audits[id]?.numericValue ?? []);
    return values.length ? medianOf(values) : undefined;
  };
  const problems: string[] = [];
  for (const lhr of lhrs)
    if (lhr.runtimeError) problems.push(`runtime error: ${lhr.runtimeError.message}`);
  if (signedIn && !chosen.lhr.finalDisplayedUrl.includes('/meu-portal'))
    problems.push(`not signed in: Lighthouse ended on ${chosen.lhr.finalDisplayedUrl}`);
  const { lhr } = chosen;
  for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
    const item = lhr.audits[ref.id];
    if (ref.weight > 0 && item && item.score !== null && item.score < 1)
      problems.push(`accessibility: ${item.id} (${item.title})`);
  }
  return {
    page: name,
    shape: shape.name,
    performance: category('performance'),
    accessibility: category('accessibility'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    cpuMs: numeric('mainthread-work-breakdown'),
    problems,
  };
}

/** INP of toggling a facet on a results page, with web-vitals' onINP. */
async function facetInp(): Promise<Row> {
  const webVitals = readFileSync(
    path.join(root, 'node_modules/web-vitals/dist/web-vitals.iife.js'),
    'utf8',
  );
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    // Lighthouse's mobile profile: a Moto G Power sized screen.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      locale: 'pt-BR',
    });
    // web-vitals gives the page's INP; an Event Timing observer (the entries web-vitals reads)
    // keeps every interaction, so the facet toggles can be told apart from opening the panel.
    await context.addInitScript(
      `${webVitals};
      window.__pageInp = 0;
      webVitals.onINP((metric) => { window.__pageInp = metric.value; }, { reportAllChanges: true });
      window.__interactions = {};
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (!entry.interactionId) continue;
          const known = window.__interactions[entry.interactionId];
          if (known && known.duration >= entry.duration) continue;
          window.__interactions[entry.interactionId] = {
            id: entry.interactionId,
            duration: entry.duration,
            inputDelay: entry.processingStart - entry.startTime,
            processing: entry.processingEnd - entry.processingStart,
            presentation: entry.startTime + entry.duration - entry.processingEnd,
          };
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });`,
    );
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const interactions = () =>
      page.evaluate(() =>
        Object.values(
          (window as unknown as { __interactions: Record<string, Interaction> }).__interactions,
        ),
      );
    await page.goto(origin + resultsPath);
    await page.getByRole('heading', { level: 3 }).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    // On a phone the facets wait behind the "Filtros" button (facets-panel.tsx).
    await page.getByRole('button', { name: /^Filtros/ }).click();
    const group = page.getByRole('group', { name: facetGroup });
    const checkbox = group.getByRole('checkbox').first();
    await checkbox.waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForTimeout(1500);
    const opening = (await interactions()).reduce((worst, one) => Math.max(worst, one.duration), 0);
    const before = new Set((await interactions()).map((one) => one.id));
    // The same facet value each time, found by its value (the list may reorder when filtered).
    const value = await checkbox.getAttribute('value');
    const label = group.locator('label', { has: page.locator(`input[value="${value}"]`) });

    const toggles = 10;
    for (let toggle = 0; toggle < toggles; toggle += 1) {
      const wanted = toggle % 2 === 0;
      // The visible label takes the click, as a reader's finger or mouse would.
      await label.click();
      const deadline = Date.now() + 60_000;
      while ((await label.locator('input').isChecked()) !== wanted) {
        if (Date.now() > deadline)
          throw new Error(`the facet did not turn ${wanted ? 'on' : 'off'}`);
        await page.waitForTimeout(100);
      }
      await page.waitForLoadState('networkidle');
      // An interaction's entry is reported once its next frame has painted.
      await page.waitForTimeout(1500);
    }
    const toggled = (await interactions()).filter((one) => !before.has(one.id));
    const pageInp = await page.evaluate(
      () => (window as unknown as { __pageInp: number }).__pageInp,
    );
    console.log(
      `  opening the filters: ${Math.round(opening)} ms; page INP (web-vitals): ${Math.round(pageInp)} ms`,
    );
    console.log(`  each toggle: ${toggled.map((one) => Math.round(one.duration)).join(', ')} ms`);
    // With fewer than 50 interactions INP is the slowest one.
    const worst = toggled.length
      ? toggled.reduce((a, b) => (b.duration > a.duration ? b : a))
      : undefined;
    if (worst)
      // Where the worst toggle's time went: waiting for the main thread, our handlers, or
      // rendering until the next frame.
      console.log(
        `  worst toggle ${Math.round(worst.duration)} ms = input delay ${Math.round(worst.inputDelay)}` +
          ` + processing ${Math.round(worst.processing)} + presentation ${Math.round(worst.presentation)}`,
      );
    return {
      page: 'results: facet toggle',
      shape: staticShape.name,
      inpMs: worst?.duration,
      problems: [
        ...(toggled.length < toggles ? [`${toggled.length} of ${toggles} toggles measured`] : []),
        ...pageErrors.map((message) => `page error: ${message}`),
      ],
    };
  } finally {
    await browser.close();
  }
}

/**
 * The same pages loaded for real under DevTools throttling (150 ms per request, 1.6 Mbit/s,
 * 4x CPU slowdown), for information beside Lighthouse's simulated figures: the simulation
 * replays a fast local load through a model, and it does not see requests that leave earlier
 * (start-up's, from the first script) as a throttled browser does. Median of PERF_RUNS loads.
 * Each load is traced: its blocking time after the first paint, and its longest tasks with what
 * they ran (long-tasks.ts), from the load with the median blocking time.
 */
async function appliedThrottling(name: string, pagePath: string, firstResult: boolean) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const loads: { lcp: number; result?: number; longTasks: LongTasksModule.LongTasks }[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        locale: 'pt-BR',
      });
      const page = await context.newPage();
      await throttle(page);
      // The trace gives the blocking time of this real throttled load, task by task.
      await browser.startTracing(page, { categories: traceCategories });
      const started = Date.now();
      await page.goto(origin + pagePath, { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
      let result: number | undefined;
      if (firstResult) {
        await page.locator('ol h3').first().waitFor({ timeout: 60_000 });
        result = Date.now() - started;
      }
      // The page's largest paint may come after its heading (a title's cover, a result list's
      // second pass): read once the page has settled and painted.
      await page.waitForLoadState('networkidle');
      const lcp = await largestPaint(page);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as {
        traceEvents: LongTasksModule.TraceEvent[];
      };
      loads.push({ lcp, result, longTasks: longTasksOf(trace.traceEvents, page.url()) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return {
    page: name,
    lcpMs: medianOf(loads.map((load) => load.lcp)),
    resultMs: firstResult ? medianOf(loads.map((load) => load.result ?? 0)) : undefined,
    longTasks: median(loads, (load) => load.longTasks.blockingMs).longTasks,
  };
}

function printTable(rows: Row[]) {
  const cell = (value: number | undefined, digits = 0) =>
    value === undefined ? '-' : value.toFixed(digits);
  const table = rows.map((row) => ({
    page: row.page,
    performance: cell(row.performance),
    accessibility: cell(row.accessibility),
    'FCP ms': cell(row.fcpMs),
    'LCP ms': cell(row.lcpMs),
    'TBT ms': cell(row.tbtMs),
    CLS: cell(row.cls, 3),
    'CPU ms': cell(row.cpuMs),
    'INP ms': cell(row.inpMs),
  }));
  const columns = Object.keys(table[0]!) as (keyof (typeof table)[number])[];
  const widths = columns.map((column) =>
    Math.max(column.length, ...table.map((line) => line[column].length)),
  );
  const line = (values: string[]) =>
    '| ' + values.map((value, index) => value.padEnd(widths[index]!)).join(' | ') + ' |';
  console.log(line(columns));
  console.log('|' + widths.map((width) => '-'.repeat(width + 2)).join('|') + '|');
  for (const row of table) console.log(line(columns.map((column) => row[column])));
}

/**
 * Issue 34's repeat visits, on both shapes of a deployment: the static build (every address but
 * home and login is app.html, and the page renders in the browser after start-up's calls) and
 * the production server of issue 33 (framework mode, each page rendered with its data). The bar
 * holds on the server's shape, the one that serves records as HTML; the static shape's rows and the harness's floor (a plain-text page) are printed beside it.
 */
async function repeatVisits(): Promise<string[]> {
  const failures: string[] = [];
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const repeatable = allPages.filter((one) => repeatPages.includes(one.name));
    for (const [{ name: shape, origin: shapeOrigin }, held] of [
      [staticShape, false],
      [serverShape, true],
    ] as const) {
      console.log(
        `repeat visit with the service worker warm, ${shape} (issue 34; 150 ms, 1.6 Mbit/s, ` +
          `4x CPU), median of ${runs}:`,
      );
      const visits = [];
      for (const page of repeatable)
        visits.push(await repeatVisit(browser, shapeOrigin, page.name, page.path, runs));
      printRepeatVisits(visits);
      for (const row of visits) {
        if (held && row.repeat.lcpMs > bars.repeatVisitLcpMs)
          failures.push(
            `${row.page} (${shape}): repeat-visit LCP ${Math.round(row.repeat.lcpMs)} ms > ${bars.repeatVisitLcpMs} ms`,
          );
        if (row.repeat.appCodeFromNetwork > 0 || !row.controlled)
          failures.push(
            `${row.page} (${shape}): the repeat visit waited on the network for the app's code`,
          );
      }
    }
    console.log(
      `  the harness's floor: a plain-text page (robots.txt) in a new tab, LCP ` +
        `${Math.round(await floorVisit(browser, serverShape.origin, runs))} ms`,
    );
  } finally {
    await browser.close();
  }
  return failures;
}

/**
 * Builds (unless PERF_SKIP_BUILD=1) and starts the production server (framework mode) over
 * build-framework/ on `serverShape.origin`, its API the mock backend's; resolves once it answers.
 */
async function startProductionServer() {
  if (process.env.PERF_SKIP_BUILD !== '1') {
    console.log('building the production server into build-framework/ ...');
    execSync('npx react-router build --config vite.framework.config.ts --logLevel error', {
      cwd: root,
      stdio: 'inherit',
    });
  }
  const server = spawnProductionServer({
    script: 'deploy/framework-server/main.ts',
    cwd: root,
    apiUrl: `http://127.0.0.1:${mockPort}/api`,
    port: serverPort,
  });
  await waitForAnswer(`${serverShape.origin}/robots.txt`, server, 60_000);
  return server;
}

async function main() {
  if (process.env.PERF_SKIP_BUILD !== '1') {
    console.log('building the production app into dist-perf/ ...');
    // The first screen is prerendered from the mock, whose seed the HTTP mock below serves too.
    execSync('npx vite build --outDir dist-perf --emptyOutDir --logLevel error', {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PRERENDER_API_URL: process.env.PRERENDER_API_URL ?? 'mock' },
    });
  }
  const mock = startMock();
  let server: Server | undefined;
  let productionServer: ReturnType<typeof spawn> | undefined;
  try {
    await waitForAnswer(`http://127.0.0.1:${mockPort}/api`, mock, 60_000);
    server = await serveBuild({ dir: distDir, port, apiHost: '127.0.0.1', apiPort: mockPort });
    console.log(`production build on ${origin}, mock backend on 127.0.0.1:${mockPort}`);
    const only = process.env.PERF_ONLY;
    if (only !== 'inp' && auditedShapes.includes(serverShape)) {
      productionServer = await startProductionServer();
      console.log(`production server on ${serverShape.origin}`);
    }

    const rows: Row[] = [];
    // PERF_ONLY=inp skips Lighthouse, to iterate on the interaction alone; PERF_ONLY=repeat runs
    // the repeat-visit mode alone; PERF_ONLY=lighthouse runs Lighthouse alone, on every shape.
    const lighthousePages = only === 'inp' || only === 'repeat' ? [] : pages;
    // One shape after the other on the same machine, so that their tables compare.
    for (const shape of auditedShapes) {
      const shapePages = rendersRecords(shape.name)
        ? lighthousePages.filter((page) => page.name in serverBars)
        : lighthousePages;
      for (const page of shapePages) {
        console.log(
          `Lighthouse (mobile, ${runs} run(s)), ${shape.name}: ${page.name} ${page.path}` +
            (page.signedIn ? ' (signed in as leitor)' : ''),
        );
        rows.push(await audit(page, shape));
      }
    }
    if (only === undefined || only === 'inp') {
      console.log('INP of a facet toggle ...');
      rows.push(
        await facetInp().catch((error: unknown) => ({
          page: 'results: facet toggle',
          shape: staticShape.name,
          problems: [`INP not measured: ${String(error).split('\n')[0]}`],
        })),
      );
    }
    for (const shape of [staticShape, serverShape]) {
      const shapeRows = rows.filter((row) => row.shape === shape.name);
      if (shapeRows.length === 0) continue;
      console.log(`${shape.name} (${shape.origin}):`);
      printTable(shapeRows);
    }

    if (only === undefined) {
      console.log(
        `DevTools throttling (150 ms, 1.6 Mbit/s, 4x CPU), median of ${runs}, for information:`,
      );
      for (const { name, path: pagePath } of pages.filter((page) => !page.signedIn)) {
        const load = await appliedThrottling(name, pagePath, pagePath.includes('termo='));
        const { blockingMs, tasks } = load.longTasks;
        const longest = [...tasks].sort((a, b) => b.durationMs - a.durationMs).slice(0, 3);
        console.log(
          `  ${name}: LCP ${Math.round(load.lcpMs ?? 0)} ms` +
            (load.resultMs === undefined ? '' : `, first result ${Math.round(load.resultMs)} ms`) +
            `, blocking ${Math.round(blockingMs)} ms in ${tasks.length} long task(s)` +
            (longest.length
              ? ` (longest: ${longest
                  .map((task) => `${Math.round(task.durationMs)} ms ${task.label}`)
                  .join('; ')})`
              : ''),
        );
      }
    }
    const failures: string[] = [];
    if (only === undefined || only === 'repeat') failures.push(...(await repeatVisits()));
    for (const row of rows) {
      const listed = pages.find((one) => one.name === row.page);
      const page =
        rendersRecords(row.shape) && listed ? { ...listed, ...serverBars[listed.name] } : listed;
      if (page && row.performance !== undefined && row.performance < page.performance)
        failures.push(
          `${row.page} (${row.shape}): performance ${row.performance} < ${page.performance}`,
        );
      if (page?.lcpMs !== undefined && row.lcpMs !== undefined && row.lcpMs > page.lcpMs)
        failures.push(
          `${row.page} (${row.shape}): LCP ${Math.round(row.lcpMs)} ms > ${page.lcpMs} ms`,
        );
      if (row.tbtMs !== undefined && row.tbtMs > bars.tbtMs)
        failures.push(
          `${row.page} (${row.shape}): TBT ${Math.round(row.tbtMs)} ms > ${bars.tbtMs} ms`,
        );
      if (row.cls !== undefined && row.cls > bars.cls)
        failures.push(`${row.page} (${row.shape}): CLS ${row.cls.toFixed(3)} > ${bars.cls}`);
      if (row.accessibility !== undefined && row.accessibility < bars.accessibility)
        failures.push(
          `${row.page} (${row.shape}): accessibility ${row.accessibility} < ${bars.accessibility}`,
        );
      if (row.inpMs !== undefined && row.inpMs > bars.inpMs)
        failures.push(`${row.page}: INP ${Math.round(row.inpMs)} ms > ${bars.inpMs} ms`);
      failures.push(...row.problems.map((problem) => `${row.page} (${row.shape}): ${problem}`));
    }
    if (only === undefined) {
      // What a developer pays on each reload of `npm start` (tests/perf/mock-cold-start.ts).
      console.log('cold start of the in-browser mock under `npm start` (vite dev):');
      const coldStart = await measureMockColdStart({ reloads: runs });
      printMockColdStart(coldStart);
      const reload = coldStart.reloadMedian['mock:cold-start'];
      if (reload !== undefined && reload > bars.mockColdStartMs)
        failures.push(
          `mock cold start on reload ${Math.round(reload)} ms > ${bars.mockColdStartMs} ms`,
        );
    }
    console.log(`Lighthouse reports: ${path.relative(root, reportDir)}/`);
    if (failures.length) {
      console.error('under a bar:\n  ' + failures.join('\n  '));
      process.exitCode = 1;
    } else {
      console.log(
        `all bars met: performance (95 home, results, login; 90 title, dashboard), LCP <= 1500 ms ` +
          `(home, results, login), TBT <= ${bars.tbtMs} ms, CLS <= ${bars.cls}, ` +
          `accessibility ${bars.accessibility}, INP <= ${bars.inpMs} ms`,
      );
    }
  } finally {
    server?.close();
    server?.closeAllConnections();
    productionServer?.kill();
    mock.kill();
  }
}

await main();
