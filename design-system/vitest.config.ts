import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumLaunchOptions } from '../tests/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every story in stories/design-system runs as a test in headless Chromium: it renders, its play
 * function runs, then axe checks it. `.storybook/preview.tsx` re-runs axe under the four other
 * colour schemes after each story, so one pass covers all five.
 */
export default defineProject({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    storybookTest({ configDir: path.join(dirname, '../.storybook') }),
  ],
  // Pre-bundled up front so Vite does not reload the browser half way through the run.
  optimizeDeps: {
    include: [
      'react-aria-components',
      '@internationalized/date',
      '@vanilla-extract/css',
      '@vanilla-extract/css/fileScope',
      '@vanilla-extract/recipes',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      'axe-core',
    ],
  },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions() }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
