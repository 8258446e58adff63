/**
 * `npm run perf`, repeat-visit mode (issue 34): what a patron who comes back sees. Each run is a
 * fresh browser context at Lighthouse's mobile size under DevTools throttling (150 ms per
 * request, 1.6 Mbit/s, 4x CPU slowdown, as `appliedThrottling` in run-perf.ts): a first visit,
 * then, once the service worker is active (its precache filled), the same address again. For
 * each load: its LCP, and how many of the app's scripts and style sheets the network served
 * (on the repeat visit the service worker answers them from its precache: no network wait).
 *
 * Lighthouse has no warm-service-worker mode (it resets storage or, with that off, models the
 * network from its trace, where answers from the worker's cache are not modelled), hence a
 * real throttled load read with a PerformanceObserver, like the information rows of run-perf.
 * The page-level emulation throttles the page's own requests; the worker's cache answers never
 * reach the network, which is the point being measured.
 */
import type { Browser, Page, Response } from 'playwright';

export interface VisitFigures {
  lcpMs: number;
  /** The app's scripts and style sheets: how many, and how many came from the network. */
  appCode: number;
  appCodeFromNetwork: number;
}

export interface RepeatVisitRow {
  page: string;
  first: VisitFigures;
  repeat: VisitFigures;
  /** Whether the service worker controlled the repeat visit. */
  controlled: boolean;
}

const mobile = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  locale: 'pt-BR',
} as const;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** DevTools throttling of run-perf's information rows: 150 ms, 1.6 Mbit/s, 4x CPU. */
export async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** The page's LCP so far, ms: read once it has settled (a cover may paint after the heading). */
export function largestPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? 0);
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );
}

/** One load of `url`: its LCP once settled, and where its scripts and style sheets came from. */
async function visit(page: Page, url: string): Promise<VisitFigures> {
  const code: { fromWorker: boolean }[] = [];
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if (
      (type === 'script' || type === 'stylesheet') &&
      new URL(response.url()).origin === new URL(url).origin
    )
      code.push({ fromWorker: response.fromServiceWorker() });
  };
  page.on('response', onResponse);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const lcpMs = await largestPaint(page);
    return {
      lcpMs,
      appCode: code.length,
      appCodeFromNetwork: code.filter((one) => !one.fromWorker).length,
    };
  } finally {
    page.off('response', onResponse);
  }
}

/** First and repeat visit of `path`, `runs` times; each figure is the median of the runs. */
export async function repeatVisit(
  browser: Browser,
  origin: string,
  name: string,
  path: string,
  runs: number,
): Promise<RepeatVisitRow> {
  const firsts: VisitFigures[] = [];
  const repeats: VisitFigures[] = [];
  let controlled = true;
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext(mobile);
    try {
      const page = await context.newPage();
      await throttle(page);
      firsts.push(await visit(page, origin + path));
      // Installed and activated: the precache is filled once the worker is active.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      // A new tab, as a patron coming back opens one (the same tab's memory cache would flatter).
      const again = await context.newPage();
      await throttle(again);
      repeats.push(await visit(again, origin + path));
      controlled &&= await again.evaluate(() => navigator.serviceWorker.controller !== null);
    } finally {
      await context.close();
    }
  }
  const summary = (figures: VisitFigures[]): VisitFigures => ({
    lcpMs: median(figures.map((one) => one.lcpMs)),
    appCode: median(figures.map((one) => one.appCode)),
    appCodeFromNetwork: Math.max(...figures.map((one) => one.appCodeFromNetwork)),
  });
  return { page: name, first: summary(firsts), repeat: summary(repeats), controlled };
}

/**
 * The harness's floor: the LCP of a plain-text document of a few lines (robots.txt), opened in a
 * new tab under the same throttling: what a new tab, a navigation and one paint cost here before
 * any page of ours does anything. Median of `runs`.
 */
export async function floorVisit(browser: Browser, origin: string, runs: number): Promise<number> {
  const lcps: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext(mobile);
    try {
      const page = await context.newPage();
      await throttle(page);
      await page.goto(`${origin}/robots.txt`, { waitUntil: 'load' });
      lcps.push(await largestPaint(page));
    } finally {
      await context.close();
    }
  }
  return median(lcps);
}

export function printRepeatVisits(rows: RepeatVisitRow[]) {
  for (const row of rows)
    console.log(
      `  ${row.page}: first visit LCP ${Math.round(row.first.lcpMs)} ms ` +
        `(app code ${row.first.appCodeFromNetwork}/${row.first.appCode} from the network); ` +
        `repeat visit LCP ${Math.round(row.repeat.lcpMs)} ms ` +
        `(app code ${row.repeat.appCodeFromNetwork}/${row.repeat.appCode} from the network` +
        `${row.controlled ? '' : ', NOT controlled by the service worker'})`,
    );
}
