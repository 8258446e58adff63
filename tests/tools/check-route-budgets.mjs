// Issue 16: per-route budgets on the production build. For each route a visit can start on, the
// JavaScript a first visit downloads, and the HTML + CSS the first paint waits for; each is held
// to a budget a few KB above what the build reaches, and printed against the issue's targets.
// Reads a build made by `vite build` (default `dist/`, which `npm run test:build` has just built;
// pass another directory as the first argument). Sizes are gzip level 9, as a server
// precompressing assets would send them, so the figures are deterministic for a given build.
//
// What a first visit to a route downloads, from the Vite manifest (source module -> chunk ->
// static imports) and index.html:
// - start-up: the entry chunk index.html loads and its static imports (the small script that
//   runs start-up's requests; budget 26 KB);
// - the first screen: the chunks index.html preloads (React, the translations, the router and
//   shell, the home route; vite.config.ts, preloadFirstScreen), fetched on every first visit;
// - the route's own modules (`modules` below: the page's lazy module, what its loader and its
//   first render import on demand, the on-demand translations it reads), each with its static
//   imports. Chunks already counted are counted once.
// A module here that the build no longer has fails the check: when a route's modules move,
// update the list (src/app/router/app-routes.tsx and the pages' lazy imports say what loads).
import { existsSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bytesByPackage } from './bytes-by-package.ts';

/** The issue's targets, KB gzip. */
const targets = { home: 200, route: 220, firstPaint: 20 };

/**
 * Budgets, KB gzip: a few KB above what the build reached when they were set, to catch growth.
 * Lower them when a change makes a route smaller. Last raised for issue 39 (what a patron came
 * for, on the first screen), measured against main's build on the same machine: the top bar's
 * folded language control, the slim search row and the personal area's new texts added 1.6 KB
 * to what every route preloads (home 260.3 -> 262.0, login 264.8 -> 266.7); the results' line
 * of availability and action per card 2.5 KB (281.3); the title's availability block with its
 * one action and the one-step hold 5.5 KB (306.0); the dashboard's attention list, the sectioned
 * menu and its icons 4.5 KB (267.7). The menu's icons were moved out of the route table first
 * (they had cost every route 2.4 KB).
 */
const startupBudgetKb = 26;
const firstPaintBudgetKb = 22;
const routes = [
  {
    route: 'home',
    address: '/',
    budgetKb: 263,
    targetKb: targets.home,
    // The bare home page renders the institution's content below the search form (lazy).
    modules: [
      'src/features/search/routes/home-page.tsx',
      'src/features/search/components/institution-content.tsx',
    ],
  },
  {
    route: 'results',
    address: '/?termo=…',
    budgetKb: 283,
    targetKb: targets.route,
    // The same route as home; with a search in the address the page fetches the guide views
    // (result lists) at once and the loader the results' query factory, not the institution's
    // content.
    modules: [
      'src/features/search/routes/home-page.tsx',
      'src/features/search/guides/components/guide-views.ts',
      'src/features/search/api/search-queries.ts',
    ],
  },
  {
    route: 'title',
    address: '/acervo/:codAcervo',
    budgetKb: 307,
    targetKb: targets.route,
    // The page, its loader's query factory, and the comments section it renders below the tabs
    // with the comments' texts; the copies tab and the extras (reference, QR code), which come
    // in the page's second pass, after the record. Every other tab loads when opened
    // (title-tab-panels.tsx).
    modules: [
      'src/app/title/title-route.tsx',
      'src/features/title/api/title-queries.ts',
      'src/features/title/components/tabs/copies-tab.tsx',
      'src/features/title/components/title-extras.tsx',
      'src/features/comments/components/title-comments.tsx',
      'locales/pt/comments.json',
    ],
  },
  {
    route: 'login',
    address: '/login',
    budgetKb: 268,
    targetKb: targets.route,
    modules: ['src/features/auth/routes/login-page.tsx'],
  },
  {
    route: 'dashboard',
    address: '/meu-portal',
    budgetKb: 269,
    targetKb: targets.route,
    // A signed-in patron's visit: the area's layout, its screen table, the dashboard and its
    // queries, and the header's alerts link with the alerts' texts.
    modules: [
      'src/app/personal-area/personal-area-layout.tsx',
      'src/app/personal-area/screen-modules.ts',
      'src/app/personal-area/dashboard/dashboard-page.tsx',
      'src/app/personal-area/dashboard/dashboard-queries.ts',
      'src/features/alerts/components/alerts-header-link.tsx',
      'locales/pt/alerts.json',
    ],
  },
];

const dist = process.argv[2] ?? 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
// The prerendered index.html requests the app's code from its head script after the first
// paint; app.html (every other address) loads the same entry and preloads as tags.
const shellHtml = existsSync(join(dist, 'app.html'))
  ? readFileSync(join(dist, 'app.html'), 'utf8')
  : html;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const entryFile = /<script[^>]*type="module"[^>]*src="\/([^"]+)"/.exec(shellHtml)?.[1];
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryFile || !entry || manifest[entry].file !== entryFile)
  throw new Error(`${dist}/index.html does not load the manifest's entry: is it a Vite build?`);

const sizes = new Map();
const gzipSize = (file) => {
  if (!sizes.has(file))
    sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return sizes.get(file);
};
const kb = (bytes) => (bytes / 1024).toFixed(1);
const sumOf = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);

/** A chunk's file and the files of the chunks it imports statically. */
function closure(key, files = new Set(), seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return files;
  seen.add(key);
  files.add(manifest[key].file);
  for (const imported of manifest[key].imports ?? []) closure(imported, files, seen);
  return files;
}

/**
 * The manifest key of a source module's chunk: its own key when it is an entry of a chunk;
 * otherwise the one shared chunk named after it (a module that several lazy modules import,
 * such as a query factory, has a chunk of its own keyed by file name).
 */
function chunkOf(module) {
  if (manifest[module]) return module;
  const name = basename(module, extname(module));
  const named = Object.keys(manifest).filter(
    (key) =>
      key.startsWith('_') && manifest[key].name === name && manifest[key].file.endsWith('.js'),
  );
  if (named.length === 1) return named[0];
  throw new Error(
    `${module} has ${named.length === 0 ? 'no chunk' : 'several chunks'} in ${dist}'s manifest: ` +
      'update the route modules in tests/tools/check-route-budgets.mjs',
  );
}

const startupFiles = closure(entry);
const preloadedFiles = new Set(
  [...shellHtml.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]),
);
const everyVisit = new Set([...startupFiles, ...preloadedFiles]);
const startup = sumOf(startupFiles);
const firstScreen = sumOf(everyVisit);

// The first paint of a prerendered page (index.html, login.html) waits for its HTML and the style
// sheets it links (not those it only preloads); the boot screen's own styles are inline.
function firstPaintOf(file) {
  const page = readFileSync(join(dist, file), 'utf8');
  const css = [...page.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map(
    (m) => m[1],
  );
  const htmlSize = gzipSync(page, { level: 9 }).length;
  return {
    file,
    page,
    htmlSize,
    css,
    size: htmlSize + sumOf(css),
    languages: (page.match(/id="first-screen-data-/g) ?? []).length,
  };
}
const firstPaints = [
  { address: '/', ...firstPaintOf('index.html') },
  ...(existsSync(join(dist, 'login.html'))
    ? [{ address: '/login', ...firstPaintOf('login.html') }]
    : []),
];

const rows = routes.map((spec) => {
  const files = new Set(everyVisit);
  for (const module of spec.modules) closure(chunkOf(module), files);
  return { ...spec, files, size: sumOf(files) };
});

const verdict = (size, targetKb) =>
  size <= targetKb * 1024 ? 'met' : `not met, ${kb(size - targetKb * 1024)} KB over`;
const line = (name, address, size, budgetKb, target) =>
  `${name.padEnd(11)} ${address.padEnd(19)} ${kb(size).padStart(7)}  ${String(budgetKb).padStart(6)}  ${target}`;

console.log(`first-visit downloads per route (${dist}/), KB gzip:`);
console.log(
  `${'route'.padEnd(11)} ${'address'.padEnd(19)} ${'KB'.padStart(7)}  budget  issue's target`,
);
console.log(
  line(
    'start-up',
    'entry + imports',
    startup,
    startupBudgetKb,
    `(every route; ${startupFiles.size} files)`,
  ),
);
console.log(
  line(
    'every visit',
    'index.html preloads',
    firstScreen,
    '-',
    `(every route; ${everyVisit.size} files)`,
  ),
);
for (const row of rows)
  console.log(
    line(
      row.route,
      row.address,
      row.size,
      row.budgetKb,
      `<= ${row.targetKb}: ${verdict(row.size, row.targetKb)}`,
    ) + ` (${row.files.size} files)`,
  );
for (const paint of firstPaints)
  console.log(
    line(
      'first paint',
      `${paint.address} HTML + CSS`,
      paint.size,
      firstPaintBudgetKb,
      `<= ${targets.firstPaint}: ${verdict(paint.size, targets.firstPaint)}`,
    ) +
      ` (${paint.file} ${kb(paint.htmlSize)} KB with the page in ${paint.languages} languages, ` +
      `${paint.css.length} render-blocking style sheets; no JavaScript)`,
  );

// A build with source maps (`npm run size:packages`) also says which packages each route's
// JavaScript goes to.
for (const row of rows) {
  const packages = bytesByPackage(dist, row.files);
  if (!packages) break;
  const shown = [...packages].filter(([, bytes]) => bytes >= 1024);
  console.log(
    `  ${row.route}: ${shown.map(([owner, bytes]) => `${owner} ${kb(bytes)}`).join(', ')}`,
  );
}

const failures = [];
const check = (what, size, budgetKb) => {
  if (size > budgetKb * 1024)
    failures.push(`${what} is ${kb(size)} KB gzip, over its ${budgetKb} KB budget`);
};
check("start-up's JavaScript", startup, startupBudgetKb);
for (const row of rows) check(`${row.route}'s first-visit JavaScript`, row.size, row.budgetKb);
for (const paint of firstPaints)
  check(`the first paint's HTML + CSS of ${paint.address}`, paint.size, firstPaintBudgetKb);
// No JavaScript needed for the first paint: the home and login pages' markup is in their HTML.
for (const file of ['index.html', 'login.html']) {
  const page = firstPaints.find((paint) => paint.file === file)?.page ?? '';
  if (!/<h1[^>]*>/.test(page) || !page.includes('id="first-screen-data-pt"'))
    failures.push(`${file} has no prerendered page: the first paint needs JavaScript`);
}
for (const failure of failures) console.error(failure);
if (failures.length > 0) process.exit(1);
