import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import {
  firstScreenContainerId,
  firstScreenDataId,
  heldLanguageAttribute,
} from '../src/app/prerender/first-screen-contract';
import type { FirstScreen } from '../src/app/prerender/render-first-screen';
import type { HeadScriptFacts } from '../src/app/prerender/prerender-home';
import {
  firstScreenHeadScript,
  firstScreenSwapScript,
  type HeadScriptInput,
} from './first-screen-head-script';
import type { InlineHashing } from './vite-plugin';

/** The shell-only page every address but the home page is served (deploy/security-headers.ts). */
export const shellFileName = 'app.html';

const escapeJson = (value: unknown) =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028');

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
    const { prerenderHome } = (await server.ssrLoadModule(
      '/src/app/prerender/prerender-home.ts',
    )) as {
      prerenderHome: (options: {
        apiBaseUrl: string;
        homeUrl: string;
        domWindow: unknown;
      }) => Promise<{ screens: FirstScreen[]; facts: HeadScriptFacts }>;
    };
    // The sanitiser of the institution's HTML needs a DOM; the app's code gets no other globals.
    // (jsdom, which the unit tests run in, ships no types: its one constructor is typed here.)
    const jsdom = 'jsdom';
    const { JSDOM } = (await import(jsdom)) as {
      JSDOM: new (html: string) => { window: unknown };
    };
    const rendered = await prerenderHome({
      apiBaseUrl,
      homeUrl: new URL(config.base, 'http://localhost/').href,
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
 * page is index.html, with its prerendered first screen, and every other address of the app
 * (a path without a file behind it) gets app.html, the start-up screen alone.
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
        if (isPage && existsSync(path.join(outDir, shellFileName)))
          request.url = `${base}${shellFileName}${url.search}`;
        next();
      });
    },
  };
}

/**
 * Issue 16: the home page's first screen in index.html, so it paints without JavaScript.
 *
 * - Each shipped language's prerendered home page (src/app/prerender/prerender-home.ts):
 *   Portuguese's in `#root`, the others in `<template>`s that a small inline script swaps in
 *   before the first paint when the head script picked them; each with its start-up data as
 *   JSON for the client's cache.
 * - A head script (hashed into the policy) that, before the first paint, applies the stored
 *   accessibility settings, shows the language the app will start in (or the start-up screen,
 *   when the address is not the home page or the language was not prerendered), and requests
 *   the app's JavaScript once the first paint happened.
 * - The first screen's styles as stylesheets (they were preloads): the page paints with them.
 * - `app.html`, the page as it was (start-up screen only), for the server to send for every
 *   other address, so those do not download the home page's markup.
 *
 * Runs after the content security plugin, whose `allowInline` hashes what this adds.
 */
export function prerenderFirstScreenPlugin(hashing: InlineHashing): Plugin {
  let config: ResolvedConfig;
  let appEntry = '';
  let shell = '';
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
        const { screens, facts, overrideKeys } = await renderScreens(config, source);
        return composeIndexHtml(html, screens, { ...facts, overrideKeys }, hashing, config.base);
      },
    },
    async writeBundle(options) {
      if (shell)
        await writeFile(path.join(options.dir ?? config.build.outDir, shellFileName), shell);
    },
  };
}

function composeIndexHtml(
  html: string,
  screens: FirstScreen[],
  facts: HeadScriptFacts & Pick<HeadScriptInput, 'overrideKeys'>,
  hashing: InlineHashing,
  base: string,
): string {
  // The app's JavaScript waits for the first paint: its entry and preloads leave the markup and
  // the head script requests them.
  // (The bundler may give its runtime a script of its own besides the entry's.)
  const entries = [
    ...html.matchAll(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g),
  ];
  if (!entries.length) throw new Error('index.html has no module entry script');
  const modulePreloads = [
    ...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g),
  ];
  let page = html;
  for (const tag of [...entries, ...modulePreloads]) page = page.replace(tag[0], '');
  // What the first screen paints with is no longer a preload but a stylesheet.
  page = page.replaceAll(
    /<link rel="preload" as="style" crossorigin href="([^"]+)">/g,
    '<link rel="stylesheet" crossorigin href="$1">',
  );

  const input: HeadScriptInput = {
    ...facts,
    home: base,
    prerendered: screens.map((screen) => screen.language),
    entries: entries.map((script) => script[1] ?? ''),
    modulePreloads: modulePreloads.map((link) => link[1] ?? ''),
  };
  const defaults = [facts.classes.root, facts.classes.scheme.normal, facts.classes.zoom['0']];
  const others = screens.filter((screen) => screen.language !== 'pt');
  const hiding = [
    // #root holds Portuguese's markup until the swap script puts the picked language's there
    // (its held-language attribute says whose it holds); it hides while that is not the language picked,
    // and when the start-up screen shows instead.
    ...others.map(
      ({ language }) =>
        `html[data-first-screen="${language}"] #root:not([${heldLanguageAttribute}="${language}"]){display:none}`,
    ),
    `html[data-first-screen=""] #root{display:none}`,
    // The start-up screen shows only when no prerendered page does.
    `html:not([data-first-screen=""]) body>.boot-screen{display:none}`,
  ].join('');
  const head =
    `<style nonce="${hashing.styleNonce}">${hiding}</style>\n    ` +
    `<script>${firstScreenHeadScript(input)}</script>\n  </head>`;
  const bootScreen =
    /<div id="root">\s*(<div class="boot-screen"[\s\S]*?<\/svg>\s*<\/div>)\s*<\/div>/.exec(page);
  if (!bootScreen?.[1]) throw new Error("index.html's #root has no start-up screen");
  const byLanguage = new Map(screens.map((screen) => [screen.language, screen]));
  const pt = byLanguage.get('pt');
  if (!pt) throw new Error('no Portuguese first screen');
  const body = [
    `<div id="root" ${heldLanguageAttribute}="pt">${pt.html}</div>`,
    ...others.map(
      (screen) =>
        `<template id="${firstScreenContainerId(screen.language)}">${screen.html}</template>`,
    ),
    `<script>${firstScreenSwapScript(firstScreenContainerId(''), heldLanguageAttribute)}</script>`,
    bootScreen[1],
    ...screens.map(
      ({ language, queries, loaderData }) =>
        `<script type="application/json" id="${firstScreenDataId(language)}">${escapeJson({ language, queries, loaderData })}</script>`,
    ),
  ].join('\n    ');
  page = page
    .replace(
      /<html lang="([^"]*)">/,
      `<html lang="$1" class="${defaults.join(' ')}" data-color-scheme="normal" data-zoom="0">`,
    )
    .replace(/\s*<\/head>/, `\n    ${head}`)
    .replace(bootScreen[0], body);
  return hashing.allowInline(page);
}
