import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium';

const port = Number(process.env.E2E_PORT ?? 4319);
const outDir = port === 4319 ? 'dist-demo' : `dist-demo-${port}`;

// The e2e suite runs the demo build (production code plus the in-browser mock backend),
// served by `vite preview`, in Chromium. CHROMIUM_PATH picks the browser (tests/chromium.ts).
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // On CI a failed test runs once more: a test that passes then is reported as flaky, named by
  // `npm test`'s closing summary (tests/tools/print-summary.mjs), and does not stop the landing;
  // two runs of the whole suite on two cores each had one such test (a wait racing the machine's
  // load), never the same one. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  timeout: 60_000,
  // The demo build seeds the in-browser mock (10,000 titles) before the app starts.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace of every test costs time whether it fails or not (loans' file: 14 %
    // longer with it, one worker). On CI a failure is retried once: that retry records the
    // trace. Locally, where nothing is retried, every failure keeps its trace.
    trace: {
      mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
      screenshots: false,
      snapshots: true,
      sources: true,
    },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        locale: 'pt-BR',
        launchOptions: chromiumLaunchOptions(),
      },
    },
  ],
  webServer: {
    // Another E2E_PORT builds into its own folder, so two suites can run side by side.
    command: `vite build --mode demo --outDir ${outDir} && vite preview --outDir ${outDir} --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
  },
});
