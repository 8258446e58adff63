import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { libraryChunkGroups } from './deploy/chunk-groups.ts';
import { optimizeLocales } from './design-system/build/optimizeLocales.ts';

/** The modules every page runs first: the document's layout and the browser's entry. */
const isShellModule = (id: string) =>
  /src[\\/]app[\\/]framework[\\/](root|entry\.client)\.tsx/.test(id);

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
    client: {
      build: {
        rolldownOptions: {
          output: {
            // React Router's own name for the entry and route chunks (its default, which a
            // user's `output` replaces).
            entryFileNames: 'assets/[name]-[hash].js',
            // The static build's groups (deploy/chunk-groups.ts), and the shell (the root
            // layout, the entry and what they import in turn) in one file. Left to the bundler,
            // a page was 153 scripts and 36 style sheets; on Lighthouse's mobile connection the
            // home page painted after 3.5 s, queued behind them (0.9 s on deploy/server).
            codeSplitting: {
              groups: [
                ...libraryChunkGroups,
                {
                  name: (id, ctx) =>
                    ctx.getModuleInfo(id)?.importers.some(isShellModule) ? 'shell' : null,
                  priority: 4,
                },
              ],
            },
          },
        },
      },
    },
  },
});
