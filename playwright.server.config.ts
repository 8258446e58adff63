import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium';

/** deploy/server's port; the mock is one above, framework mode's server two above. */
export const port = Number(process.env.E2E_SERVER_PORT ?? 4391);
const mockPort = port + 1;
const frameworkPort = port + 2;
/** A title code the seed lacks, whose API answers come late (the mock's `delay` fault). */
export const unansweredTitle = 424242;

// Issue 33: the production server (deploy/server/) over a production build, with the mock
// backend's HTTP server as its API, for the pages it renders per request and a subset of the
// flows (home, results, title, login, personal area). The main suite runs the static demo build.
// The `framework` project runs the tests tagged @framework (tests/e2e-server/support/shapes.ts)
// against React Router's framework-mode server (src/app/framework/, the renderer that is replacing
// deploy/server/: public pages, robots.txt, the sitemaps and the manifest so far) over the same
// mock.
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
      // Framework mode's browser-only routes and its navigations (no `.data` to watch here);
      // deploy/server sends its start-up screen on the former.
      testIgnore: ['framework-routes.spec.ts', 'framework-navigation.spec.ts'],
      use: {
        ...devices['Desktop Chrome'],
        locale: 'pt-BR',
        launchOptions: chromiumLaunchOptions(),
      },
    },
    {
      name: 'framework',
      testMatch: [
        'server-rendering.spec.ts',
        'offline.spec.ts',
        'update-prompt.spec.ts',
        'framework-routes.spec.ts',
        'framework-navigation.spec.ts',
        'session-cookie.spec.ts',
      ],
      grep: /@framework/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${frameworkPort}`,
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
        // One title the API answers later than the servers wait (API_TIMEOUT_MS, 4 s): its page
        // is the servers' 503 (server-rendering.spec.ts).
        MOCK_FAULTS: `delay=4500@/acervo/${unansweredTitle}`,
      },
      // Unauthenticated, the API answers 401: it is up.
      url: `http://127.0.0.1:${mockPort}/api/parametros/instituicao`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
    },
    {
      command:
        `vite build --outDir dist-ssr --emptyOutDir --logLevel warn && ` +
        `vite build --ssr deploy/server/main.ts --outDir dist-ssr-server --emptyOutDir --logLevel warn && ` +
        `node dist-ssr-server/main.js`,
      env: {
        NODE_ENV: 'production',
        API_URL: `http://127.0.0.1:${mockPort}/api`,
        CLIENT_DIR: 'dist-ssr',
        PORT: String(port),
        HOST: '127.0.0.1',
      },
      url: `http://127.0.0.1:${port}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      stdout: 'ignore',
    },
    {
      command: `react-router build --config vite.framework.config.ts && node deploy/framework-server/main.ts`,
      env: {
        NODE_ENV: 'production',
        API_URL: `http://127.0.0.1:${mockPort}/api`,
        PORT: String(frameworkPort),
        HOST: '127.0.0.1',
      },
      url: `http://127.0.0.1:${frameworkPort}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      stdout: 'ignore',
    },
  ],
});
