import { readdirSync, readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { libraryChunkGroups } from './deploy/chunk-groups.ts';
import { prerenderFirstScreenPlugin, serveShellForOtherPaths } from './deploy/prerender-plugin.ts';
import { contentSecurityPolicyPlugin } from './deploy/vite-plugin.ts';
import { reactAriaHydration } from './design-system/build/reactAriaHydration.ts';
import { optimizeLocales } from './design-system/build/optimizeLocales.ts';
import { mockSeedVersion } from './mocks/build/seed-version-plugin.ts';
import { appleTouchIcon, appManifest } from './src/app/pwa/app-manifest.ts';
import { serviceWorkerOptions } from './src/app/pwa/service-worker-options.ts';

/**
 * Code the first screen needs after start-up, fetched while the small entry chunk runs
 * start-up's requests: React and the translations, the router and shell, and the home/search
 * page, where most visits land. Without these hints the browser learns of them only as the
 * entry imports them. Their styles are preloaded, not linked, so they do not hold back the
 * start-up screen's first paint.
 */
const firstScreenModules = [
  'src/app/render-app.tsx',
  'src/app/ready-app.tsx',
  'src/app/startup/preload-route.ts',
  'src/features/search/routes/home-page.tsx',
];
const isFirstScreenModule = (id: string) =>
  firstScreenModules.some((module) => id.endsWith(module));

function preloadFirstScreen(): Plugin {
  let base = '/';
  return {
    name: 'app:preload-first-screen',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(
          (item): item is Rolldown.OutputChunk => item.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const add = (chunk: Rolldown.OutputChunk | undefined) => {
          if (!chunk || files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const imported of chunk.imports) add(byFile.get(imported));
        };
        for (const module of firstScreenModules)
          add(chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module)));
        const links = [...files]
          .filter((file) => !html.includes(`${base}${file}"`))
          .flatMap((file) => [
            `<link rel="modulepreload" crossorigin href="${base}${file}">`,
            ...[...(byFile.get(file)?.viteMetadata?.importedCss ?? [])].map(
              (css) => `<link rel="preload" as="style" crossorigin href="${base}${css}">`,
            ),
          ]);
        return html.replace(/\s*<\/head>/, `\n    ${links.join('\n    ')}\n  </head>`);
      },
    },
  };
}

/**
 * The start-up screen (index.html) is what shows before any JavaScript has run: on a slow
 * connection, or while the dev server prepares the mock, instead of a blank page. Its message,
 * the app loader's (design-system Loader), in every language of locales/: i18next has not
 * loaded when that screen shows, so its `startup.loading` texts are written into the page, each
 * in a `<span lang>`, with the rules that show the one of `data-start-language` on <html> (set by
 * the prerendered page's head script, else by src/main.tsx), Portuguese until it is set. The dev
 * server's page, whose entry takes longest to load, sets it first with a small module script of
 * its own (no content security policy in development).
 */
function startupScreenText(): Plugin {
  const defaultLanguage = 'pt';
  const escape = (text: string) =>
    text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  return {
    name: 'app:startup-screen-text',
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        const languages = readdirSync('locales')
          .filter((code) => /^[a-z]{2}$/.test(code))
          .sort((a, b) => Number(b === defaultLanguage) - Number(a === defaultLanguage));
        const texts = languages.map((code) => {
          const common = JSON.parse(readFileSync(`locales/${code}/common.json`, 'utf8')) as {
            startup: { loading: string };
          };
          return `<span lang="${code}">${escape(common.startup.loading)}</span>`;
        });
        const rules = [
          '.boot-screen [lang]:not(:first-child){display:none}',
          ...languages
            .filter((code) => code !== defaultLanguage)
            .map(
              (code) =>
                `html[data-start-language="${code}"] .boot-screen [lang]:first-child{display:none}` +
                `html[data-start-language="${code}"] .boot-screen [lang="${code}"]{display:inline}`,
            ),
        ];
        const page = html
          .replace('/* startup-screen-text */', rules.join('\n      '))
          .replace('<!-- startup-screen-text -->', texts.join(''));
        if (!context.server) return page;
        return {
          html: page,
          tags: [
            {
              tag: 'script',
              attrs: { type: 'module' },
              children:
                "import { detectLanguage } from '/src/lib/i18n/detect-language.ts';\n" +
                "document.documentElement.setAttribute('data-start-language', detectLanguage());",
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}

/**
 * The web app manifest (src/app/pwa/app-manifest.ts, which the framework-mode server answers
 * too). The build cannot know the institution the catalogue serves: the build's file names the
 * product, and the production server answers it named after the institution, in the visitor's
 * language (src/app/server-render/web-manifest.ts).
 */
const manifest: Partial<ManifestOptions> = appManifest;

/**
 * Writes manifest.webmanifest and names it, with the theme colour and Apple's icon, in
 * index.html's head before the prerender copies that page into app.html and the prerendered
 * pages (all of them, and the server's templates, then carry it). Not in the mock builds,
 * which have no worker either.
 */
function webAppManifest(disable: boolean): Plugin {
  return {
    name: 'app:web-manifest',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (disable) return html;
        return html.replace(
          /\s*<\/head>/,
          '\n    <link rel="manifest" href="/manifest.webmanifest" />' +
            `\n    <meta name="theme-color" content="${manifest.theme_color}" />` +
            `\n    <link rel="apple-touch-icon" href="${appleTouchIcon}" />` +
            '\n  </head>',
        );
      },
    },
    generateBundle() {
      if (disable) return;
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: JSON.stringify(manifest),
      });
    },
  };
}

/**
 * The installable app and its service worker (issue 34), Workbox's `generateSW`: nothing the
 * worker does needs code of ours beyond the rules of src/app/pwa/service-worker-rules.ts. Its
 * options are src/app/pwa/service-worker-options.ts's, which framework mode's build shares
 * (vite.framework.config.ts); here a page never loaded gets app.html offline, the start-up
 * screen every address falls back to, and the app renders from what it persisted.
 * Off in the mock builds (development, demo), where msw's worker owns the scope `/`, and in the
 * server bundle's build.
 */
function progressiveWebApp(apiBaseUrl: string, disable: boolean) {
  return [
    webAppManifest(disable),
    VitePWA(serviceWorkerOptions({ apiBaseUrl, disable, offline: 'app-shell' })),
  ];
}

// The mock backend is on by default in development (`npm start`) and in the `demo` build,
// and never in a production build: `src/main.tsx` imports it behind this flag.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const useMock = process.env.VITE_USE_MOCK ?? (mode === 'production' ? 'false' : 'true');
  // Image hosts and the report endpoint are the deployment's (README "Deployment").
  const contentSecurityPolicy = contentSecurityPolicyPlugin(env.VITE_API_BASE_URL ?? '/api', {
    imageHosts: (env.VITE_IMAGE_HOSTS ?? '').split(',').filter((host) => host.trim()),
    reportEndpoint: env.VITE_CSP_REPORT_URL || undefined,
    mockWorker: useMock === 'true',
  });
  return {
    // optimizeLocales keeps react-aria's built-in strings for pt, en and es only.
    plugins: [
      react(),
      // Class names by mode, not by command: the build's prerender renders through a Vite SSR
      // server of the same mode, whose names must be the client build's.
      vanillaExtractPlugin({ identifiers: mode === 'production' ? 'short' : 'debug' }),
      msw(),
      mockSeedVersion(),
      startupScreenText(),
      optimizeLocales(),
      // react-aria hydrates without a synchronous re-render of every component (its file says why).
      reactAriaHydration(),
      preloadFirstScreen(),
      contentSecurityPolicy,
      // After the policy: the prerendered index.html's inline script is hashed into it.
      prerenderFirstScreenPlugin(contentSecurityPolicy.api),
      serveShellForOtherPaths(),
      progressiveWebApp(env.VITE_API_BASE_URL ?? '/api', useMock === 'true'),
    ],
    define: {
      'import.meta.env.VITE_USE_MOCK': JSON.stringify(useMock),
    },
    server: { port: 5173, strictPort: false },
    // Dependencies the dev server's first scan cannot see, pre-bundled with the rest: without
    // them a newcomer's first visit reloaded itself twice ("optimized dependencies changed").
    // msw's browser code comes through msw/vite's virtual module (mocks/browser.ts), and the
    // vanilla-extract runtimes only from the plugin's output for `recipe()` and `sprinkles`.
    // Checked with `node tests/tools/dev-first-visit.ts` (an empty cache, one visit).
    optimizeDeps: {
      include: [
        'msw/browser',
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      ],
    },
    preview: { port: 4173 },
    // The manifest (dist/.vite/manifest.json) maps source modules to chunks, for the per-route size
    // budgets (tests/tools/check-route-budgets.mjs); the app never serves it.
    build: {
      // No source maps in production (visitors need none, and they would publish the source);
      // the demo build keeps them for the end-to-end tests' traces.
      sourcemap: mode !== 'production',
      target: 'es2022',
      manifest: true,
      rolldownOptions: {
        output: {
          // Fewer, larger chunks for the first screen: left to itself the bundler cut the home page
          // into some 45 files, and on a phone's connection each wave of requests costs a round
          // trip. Third-party code is split by the routes that use it (issue 16): one vendor chunk
          // for all pages put the title page's table and the personal area's date pickers in the home
          // page's download. The pages' own code and the translations stay split by route and
          // language.
          codeSplitting: {
            groups: [
              // Everything the entry imports statically: the start-up screen in one file.
              { name: 'boot', tags: ['$initial'], priority: 10 },
              ...libraryChunkGroups,
              // The first screen's code in one file: what the modules of `firstScreenModules`
              // import, with everything it imports in turn (the shell, the home page's form, the
              // design-system components and the react-aria code they use), so index.html preloads
              // a few files. react-aria and design-system code only other pages use is left to the
              // bundler's own splitting: it goes with the lazy pages that import it (the title
              // page's table, the personal area's date pickers), not with the first screen.
              {
                name: (id, ctx) =>
                  ctx.getModuleInfo(id)?.importers.some(isFirstScreenModule)
                    ? 'first-screen'
                    : null,
                priority: 4,
              },
            ],
          },
        },
      },
    },
  };
});
