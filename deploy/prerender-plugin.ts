import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  createServer,
  type IndexHtmlTransformContext,
  type Plugin,
  type ResolvedConfig,
} from 'vite';
import { prerenderedFileName, shellFileName } from '../src/app/prerender/first-screen-contract.ts';
import type { HeadScriptFacts, PrerenderedPage } from '../src/app/prerender/prerender-pages.ts';
import { composePage } from './compose-page.ts';
import type { InlineHashing } from './vite-plugin.ts';

/**
 * Where the first screen's data comes from: `PRERENDER_API_URL` (the institution's API at deploy
 * time, an absolute URL), `mock` (the mock backend, started in the build's process), or `off`.
 * Unset, the demo build uses the mock and a production build prerenders nothing: a deployment
 * must not ship the mock's institution as its own.
 */
function prerenderSource(mode: string): string | null {
  const value = process.env.PRERENDER_API_URL?.trim();
  if (value === 'off') return null;
  if (value) return value;
  return mode === 'production' ? null : 'mock';
}

async function renderScreens(config: ResolvedConfig, source: string) {
  // The app's modules through Vite's SSR (the same plugins, so vanilla-extract's class names and
  // the defines match the client build); closed before the build writes its files.
  const server = await createServer({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  let mock: { server: { listen(options: object): void; close(): void } } | null = null;
  try {
    const apiBaseUrl =
      source === 'mock'
        ? new URL(String(config.env.VITE_API_BASE_URL ?? '/api'), 'http://localhost/').href
        : source;
    if (source === 'mock') {
      const { createMockServer } = (await server.ssrLoadModule('/mocks/node.ts')) as {
        createMockServer: () => Promise<NonNullable<typeof mock>>;
      };
      mock = await createMockServer();
      mock.server.listen({ onUnhandledRequest: 'error' });
    }
    // A build with the in-browser mock (demo) knows its QA overrides, which the page must not
    // be prerendered under.
    const overrideKeys =
      config.define?.['import.meta.env.VITE_USE_MOCK'] === JSON.stringify('true')
        ? (
            (await server.ssrLoadModule('/mocks/mock-storage-keys.ts')) as {
              mockOverrideKeys: string[];
            }
          ).mockOverrideKeys
        : [];
    const { prerenderPages } = (await server.ssrLoadModule(
      '/src/app/prerender/prerender-pages.ts',
    )) as {
      prerenderPages: (options: {
        apiBaseUrl: string;
        appUrl: string;
        domWindow: unknown;
      }) => Promise<{ pages: PrerenderedPage[]; facts: HeadScriptFacts }>;
    };
    // The sanitiser of the institution's HTML needs a DOM; the app's code gets no other globals.
    // (jsdom, which the unit tests run in, ships no types: its one constructor is typed here.)
    const jsdom = 'jsdom';
    const { JSDOM } = (await import(jsdom)) as {
      JSDOM: new (html: string) => { window: unknown };
    };
    const rendered = await prerenderPages({
      apiBaseUrl,
      appUrl: new URL(config.base, 'http://localhost/').href,
      domWindow: new JSDOM('').window,
    });
    return { ...rendered, overrideKeys };
  } finally {
    mock?.server.close();
    await server.close();
  }
}

/**
 * `vite preview` serves a build as the deploy configs do (deploy/security-headers.ts): the home
 * page is index.html and the login page login.html, each with its prerendered first screen, and
 * every other address of the app (a path without a file behind it) gets app.html, the start-up
 * screen alone.
 */
export function serveShellForOtherPaths(): Plugin {
  return {
    name: 'catalogue:serve-shell',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      const base = server.config.base;
      server.middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        const isPage =
          (request.method === 'GET' || request.method === 'HEAD') &&
          url.pathname.startsWith(base) &&
          url.pathname !== base &&
          !path.extname(url.pathname) &&
          String(request.headers.accept ?? '').includes('text/html');
        const file = prerenderedFileName(url.pathname.slice(base.length));
        if (isPage && existsSync(path.join(outDir, file)))
          request.url = `${base}${file}${url.search}`;
        else if (isPage && existsSync(path.join(outDir, shellFileName)))
          request.url = `${base}${shellFileName}${url.search}`;
        next();
      });
    },
  };
}

/**
 * The modules whose styles a prerendered page needs besides the ones index.html already links
 * (its route's lazy chunk): without them the markup would paint unstyled until the app's code
 * loads them.
 */
const routeModules: Record<string, string[]> = {
  '': [],
  login: ['src/features/auth/routes/login-page.tsx'],
};

/** The style sheets a chunk and its static imports bring (Vite's metadata on each chunk). */
function stylesOf(
  bundle: NonNullable<IndexHtmlTransformContext['bundle']>,
  moduleIds: string[],
  root: string,
): string[] {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const wanted = new Set(moduleIds.map((id) => path.resolve(root, id)));
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = chunks.find((candidate) => candidate.fileName === fileName);
    if (!chunk) return;
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const chunk of chunks)
    if (chunk.facadeModuleId && wanted.has(chunk.facadeModuleId)) visit(chunk.fileName);
  if (styles.size === 0 && wanted.size > 0)
    throw new Error(`no chunk of ${moduleIds.join(', ')} found for its styles`);
  return [...styles];
}

/**
 * Issue 16: the home and login pages' first screens in their own HTML files (index.html and
 * login.html), so they paint without JavaScript.
 *
 * - Each shipped language's prerendered page (src/app/prerender/prerender-pages.ts):
 *   Portuguese's in `#root`, the others in `<template>`s that a small inline script swaps in
 *   before the first paint when the head script picked them; each with its start-up data as
 *   JSON for the client's cache.
 * - A head script (hashed into the policy) that, before the first paint, applies the stored
 *   accessibility settings, shows the language the app will start in (or the start-up screen,
 *   when the address is not the page's or the language was not prerendered), and requests the
 *   app's JavaScript once the first paint happened.
 * - The first screen's styles as stylesheets (they were preloads, or the route's lazy chunk's):
 *   the page paints with them.
 * - `app.html`, the page as it was (start-up screen only), for the server to send for every
 *   other address, so those do not download a prerendered page's markup.
 *
 * Runs after the content security plugin, whose `allowInline` hashes what this adds; every page
 * carries the one policy, which allows the inline scripts of all of them (as the deploy configs'
 * header does).
 *
 * Why not framework mode's `prerender` (with `ssr: false`), which the server shape builds on:
 * it writes one document per path, rendered in one language, and hydrates it as is. This static
 * site keeps one address per page in three languages, chosen in the browser before the first
 * paint (the head script above), with the static hosts' configs (deploy/security-headers.ts)
 * sending every other address `app.html`. Checked against React Router 8.4's `prerender`: a
 * document per language would need a language in the path (`/en/login`), and the other
 * languages' visitors would see Portuguese until their code ran.
 */
export function prerenderFirstScreenPlugin(hashing: InlineHashing): Plugin {
  let config: ResolvedConfig;
  let appEntry = '';
  let shell = '';
  /** The prerendered pages other than index.html, by file name. */
  let otherPages = new Map<string, string>();
  return {
    name: 'catalogue:prerender-first-screen',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
      appEntry = path.resolve(resolved.root, 'index.html');
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (path.resolve(context.filename) !== appEntry) return html;
        shell = html;
        const source = prerenderSource(config.mode);
        if (!source) {
          config.logger.info(
            'first screen not prerendered: set PRERENDER_API_URL to the API (or to mock)',
          );
          return html;
        }
        const { bundle } = context;
        if (!bundle) throw new Error('the prerender runs in a build, with its bundle');
        const { pages, facts, overrideKeys } = await renderScreens(config, source);
        const composed = pages.map((page) => ({
          fileName: prerenderedFileName(page.path),
          html: composePage(html, page, {
            facts: { ...facts, overrideKeys },
            styleNonce: hashing.styleNonce,
            base: config.base,
            styles: stylesOf(bundle, routeModules[page.path] ?? [], config.root),
          }),
        }));
        // Every page's inline scripts join the policy first, then each page gets the policy.
        for (const page of composed) hashing.allowInline(page.html);
        otherPages = new Map(
          composed.map((page) => [page.fileName, hashing.allowInline(page.html)]),
        );
        const index = otherPages.get(prerenderedFileName(''));
        otherPages.delete(prerenderedFileName(''));
        if (!index) throw new Error('no prerendered home page');
        return index;
      },
    },
    async writeBundle(options) {
      const dir = options.dir ?? config.build.outDir;
      if (shell) await writeFile(path.join(dir, shellFileName), shell);
      for (const [fileName, html] of otherPages) await writeFile(path.join(dir, fileName), html);
    },
  };
}
