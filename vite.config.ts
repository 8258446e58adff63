import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { defineConfig } from 'vite';
import { optimizeLocales } from './design-system/build/optimizeLocales';

// The mock backend is on by default in development (`npm start`) and in the `demo` build,
// and never in a production build: `src/main.tsx` imports it behind this flag.
export default defineConfig(({ mode }) => ({
  // optimizeLocales keeps react-aria's built-in strings for pt, en and es only.
  plugins: [react(), vanillaExtractPlugin(), msw(), optimizeLocales()],
  define: {
    'import.meta.env.VITE_USE_MOCK': JSON.stringify(
      process.env.VITE_USE_MOCK ?? (mode === 'production' ? 'false' : 'true'),
    ),
  },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  // The manifest (dist/.vite/manifest.json) maps source modules to chunks, for the size check of
  // the home page's JavaScript (tests/tools/check-initial-js.mjs); the app never serves it.
  build: { sourcemap: true, target: 'es2022', manifest: true },
}));
