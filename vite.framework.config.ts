import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { libraryChunkGroups, shellChunkName } from './deploy/chunk-groups.ts';
import { reactAriaHydration } from './design-system/build/reactAriaHydration.ts';
import { optimizeLocales } from './design-system/build/optimizeLocales.ts';
import { serviceWorkerOptions } from './src/app/pwa/service-worker-options.ts';
import reactRouterConfig from './react-router.config.ts';

/**
 * The service worker (issue 34) with the static build's options (service-worker-options.ts),
 * written into the client's output (build-framework/client, which main.ts serves at `/sw.js`)
 * over its files. Generated once the whole app is built (a `buildApp` hook after React Router's),
 * not when the client environment's bundle closes, as vite-plugin-pwa does by itself: the server
 * build writes the route manifest (`assets/manifest-*.js`, every page's import) into the client's
 * folder and moves the styles only the server's bundle saw there, and a worker generated before
 * would precache neither, so a page kept for offline would miss them. vite-plugin-pwa reads the
 * top-level config, not the environment's, hence the output folder named here. The manifest is
 * the framework's resource route (routes/web-manifest.ts), in the visitor's language; a page
 * never loaded gets the offline page (src/app/pages/offline-page.tsx says why that page).
 */
function progressiveWebApp(apiBaseUrl: string): Plugin[] {
  const plugins = VitePWA(
    serviceWorkerOptions({
      apiBaseUrl,
      disable: false,
      offline: 'offline-page',
      outDir: `${reactRouterConfig.buildDirectory}/client`,
    }),
  );
  const api = plugins.find((plugin) => plugin.name === 'vite-plugin-pwa')?.api as
    { generateSW(): Promise<void> } | undefined;
  if (!api) throw new Error('vite-plugin-pwa: its API plugin is missing');
  return [
    // Its own build step (`vite-plugin-pwa:build`) would write the worker when the client's bundle
    // closes: left out, the hook below writes it.
    ...plugins.filter((plugin) => plugin.name !== 'vite-plugin-pwa:build'),
    {
      name: 'app:service-worker-after-build',
      apply: 'build',
      buildApp: { order: 'post', handler: () => api.generateSW() },
    },
  ];
}

/** The modules every page runs first: the document's layout and the browser's entry. */
const isShellModule = (id: string) =>
  /src[\\/]app[\\/]framework[\\/](root|entry\.client)\.tsx/.test(id);

/**
 * The framework-mode build, the production server's (`npm run build`'s second half,
 * react-router.config.ts). Its own file so vite.config.ts (`npm start`, the static build, the
 * demo) stays as it is: that config's plugins write index.html's prerender and CSP meta, which
 * this shape does per response; the service worker's options are both builds' (progressiveWebApp,
 * below).
 */
export default defineConfig(({ mode }) => ({
  plugins: [
    reactRouter(),
    // Short class names, as the production build's, for the same bytes on the wire.
    vanillaExtractPlugin({ identifiers: 'short' }),
    optimizeLocales(),
    // react-aria hydrates without a synchronous re-render of every component (its file says why).
    reactAriaHydration(),
    progressiveWebApp(loadEnv(mode, process.cwd(), 'VITE_').VITE_API_BASE_URL ?? '/api'),
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
            // home page painted after 3.5 s, queued behind them.
            codeSplitting: {
              groups: [
                ...libraryChunkGroups,
                {
                  name: (id, ctx) =>
                    ctx.getModuleInfo(id)?.importers.some(isShellModule) ? shellChunkName : null,
                  priority: 4,
                },
              ],
            },
          },
        },
      },
    },
  },
}));
