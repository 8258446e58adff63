import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { optimizeLocales } from './design-system/build/optimizeLocales.ts';

/**
 * The framework-mode build (`npm run build:framework`, react-router.config.ts). Its own file so
 * vite.config.ts (`npm start`, `npm run build`, the demo) stays as it is: that config's plugins
 * write index.html's prerender, CSP meta and service worker, which this shape does per response.
 */
export default defineConfig({
  plugins: [
    reactRouter(),
    // Short class names, as the production build's, for the same bytes on the wire.
    vanillaExtractPlugin({ identifiers: 'short' }),
    optimizeLocales(),
  ],
  // No in-browser mock here: the server talks to an API (the mock's HTTP server in development).
  define: { 'import.meta.env.VITE_USE_MOCK': JSON.stringify('false') },
  build: { target: 'es2022' },
});
