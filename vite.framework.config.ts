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
  // The server build's input is the server's app (React Router's custom-server template, here
  // in its Vite-environments form): the session endpoint and the API proxy bundled with the route
  // modules it hands requests to (deploy/framework-server/app.ts).
  environments: {
    ssr: { build: { rollupOptions: { input: 'deploy/framework-server/app.ts' } } },
  },
});
