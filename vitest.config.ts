import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Three suites: unit (jsdom, app and client behaviour over msw/node), contract (Node, the mock
// checked against the OpenAPI document) and the design system's story tests in Chromium
// (declared in design-system/vitest.config.ts).
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    // A worker per core. Vitest's default in a run is one fewer: one worker on CI's two cores,
    // the other idle (the main process, transforming, used a few per cent). The times on the
    // 2-core machine are in docs/developing.md, "The checks npm test runs".
    maxWorkers: '100%',
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
        },
      },
      'design-system/vitest.config.ts',
    ],
  },
});
