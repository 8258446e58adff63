// Issue 33: what a first visit to framework mode's pages downloads before it hydrates, from React
// Router's manifest of a framework build (default build-framework/client, which `npm run
// test:build` has just built; pass another directory as the first argument): the entry and its
// imports, then each route module of the page's branch (root, the pages' boundary, the page) with
// its imports, counted once; their style sheets apart. These are the files the server's document
// preloads (src/app/framework/code-after-paint.server.ts starts them after the first paint); what
// a page then loads on demand (the home page's institution content, a personal-area screen) is
// not counted, as check-route-budgets.mjs counts it for the static build. Sizes are gzip level 9.
// Each page is held to a budget a few KB above what the build reaches: lower it when a change
// makes a page smaller.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const clientDir = process.argv[2] ?? 'build-framework/client';

/**
 * KB gzip, set on 2026-11-30 (the static build's figures in check-route-budgets.mjs), then raised
 * for the public routes' clientLoaders (the loaders and a record's head worded in the browser):
 * home and results 289.1 -> 293.1, a title 263.3 -> 268.8, login 265.7 -> 267.3.
 */
const pages = [
  // The home route imports the result list (its styles are the route's, routes/home.tsx), so
  // home and results download the same code.
  { page: 'home, results', address: '/, /?termo=…', route: 'home', budgetKb: 296 },
  { page: 'title', address: '/acervo/:codAcervo', route: 'title', budgetKb: 272 },
  { page: 'login', address: '/login', route: 'routes/login', budgetKb: 270 },
  {
    page: 'personal area',
    address: '/meu-portal (its layout; the screen loads in the browser)',
    route: 'personal-area-home',
    budgetKb: 254,
  },
];
const cssBudgetKb = 12;

const assets = join(clientDir, 'assets');
const manifestFile = readdirSync(assets).find((file) => /^manifest-.*\.js$/.test(file));
if (!manifestFile) {
  console.error(`no React Router manifest in ${assets}: run npm run build first`);
  process.exit(1);
}
const manifestText = readFileSync(join(assets, manifestFile), 'utf8');
const manifest = JSON.parse(manifestText.slice(manifestText.indexOf('=') + 1).replace(/;\s*$/, ''));

const gzipKb = (file) =>
  gzipSync(readFileSync(join(clientDir, file.replace(/#$/, ''))), { level: 9 }).length / 1024;

/** The route and its parents, root first. */
function branch(id) {
  const routes = [];
  for (let route = manifest.routes[id]; route; route = manifest.routes[route.parentId ?? ''])
    routes.unshift(route);
  if (routes.length === 0) throw new Error(`no route ${id} in ${manifestFile}`);
  return routes;
}

const failures = [];
console.log(`first-visit downloads per framework page (${clientDir}/), KB gzip:`);
console.log('page            JS  budget   CSS  files  address');
for (const { page, address, route, budgetKb } of pages) {
  const scripts = new Set([manifest.entry.module, ...manifest.entry.imports]);
  const sheets = new Set(manifest.entry.css ?? []);
  for (const one of branch(route)) {
    scripts.add(one.module);
    for (const file of one.imports ?? []) scripts.add(file);
    for (const file of one.css ?? []) sheets.add(file);
  }
  const js = [...scripts].reduce((sum, file) => sum + gzipKb(file), 0);
  const css = [...sheets].reduce((sum, file) => sum + gzipKb(file), 0);
  console.log(
    `${page.padEnd(14)} ${js.toFixed(1).padStart(5)} ${String(budgetKb).padStart(7)} ` +
      `${css.toFixed(1).padStart(5)} ${String(scripts.size).padStart(6)}  ${address}`,
  );
  if (js > budgetKb) failures.push(`${page}: ${js.toFixed(1)} KB of JavaScript > ${budgetKb} KB`);
  if (css > cssBudgetKb)
    failures.push(`${page}: ${css.toFixed(1)} KB of style sheets > ${cssBudgetKb} KB`);
}
if (failures.length) {
  console.error(`over budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`every page within its budget (style sheets <= ${cssBudgetKb} KB)`);
