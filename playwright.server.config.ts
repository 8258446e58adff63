import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium';

/** The server's port; the mock is one above (update-prompt.spec.ts starts its own two above). */
export const port = Number(process.env.E2E_SERVER_PORT ?? 4391);
const mockPort = port + 1;
/** A title code the seed lacks, whose API answers come late (the mock's `delay` fault). */
export const unansweredTitle = 424242;

// Issue 33: the production server (React Router's framework mode, src/app/framework/ and
// deploy/framework-server/) over a fresh framework build, with the mock backend's HTTP server as
// its API: the pages it renders per request, the browser's pages, the navigations between them,
// the machines' files, the session cookie and the service worker. The main suite runs the
// static demo build.
export default defineConfig({
  testDir: 'tests/e2e-server',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // As the main suite (playwright.config.ts): one retry on CI, reported as flaky in the summary.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e-server.json' }]],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  },
  projects: [
    {
      name: 'server',
      use: {
        ...devices['Desktop Chrome'],
        locale: 'pt-BR',
        launchOptions: chromiumLaunchOptions(),
      },
    },
  ],
  webServer: [
    {
      command: `tsx mocks/http-server.ts`,
      env: {
        MOCK_PORT: String(mockPort),
        // One title the API answers later than the server waits (API_TIMEOUT_MS, 4 s): its page
        // is the server's 503 (server-rendering.spec.ts).
        MOCK_FAULTS: `delay=4500@/acervo/${unansweredTitle}`,
      },
      // Unauthenticated, the API answers 401: it is up.
      url: `http://127.0.0.1:${mockPort}/api/parametros/instituicao`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
    },
    {
      command: `react-router build --config vite.framework.config.ts && node deploy/framework-server/main.ts`,
      env: {
        NODE_ENV: 'production',
        API_URL: `http://127.0.0.1:${mockPort}/api`,
        PORT: String(port),
        HOST: '127.0.0.1',
      },
      url: `http://127.0.0.1:${port}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      stdout: 'ignore',
    },
  ],
});
