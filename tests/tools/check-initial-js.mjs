// Issue 7: the home/search page's initial JavaScript is at most 150 KB gzip in the production
// build. Reads a build made by `vite build` (default `dist/`, which `npm run test:build` has just
// built; pass another directory as the first argument) and counts what must run before the app
// renders anything: the entry chunk that index.html loads and every chunk it imports statically
// (from the Vite manifest, `build.manifest` in vite.config.ts). Sizes are gzip (level 9, as a
// server precompressing assets would), so the figure is deterministic for a given build.
//
// Printed for information, not budgeted: the chunks index.html preloads for after start-up (the
// router and shell, and the home route; vite.config.ts, preloadFirstScreen), which download
// alongside the entry but run only once start-up is done, and the whole of a first visit.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const budgetKb = 150;
const dist = process.argv[2] ?? 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const entryFile = /<script[^>]*type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryFile || !entry || manifest[entry].file !== entryFile)
  throw new Error(`${dist}/index.html does not load the manifest's entry: is it a Vite build?`);

const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);

/** A chunk and the chunks it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}

const initial = [...closure(entry)].map((key) => manifest[key].file);
const rows = initial.map((file) => ({ file, size: gzipSize(file) }));
rows.sort((a, b) => b.size - a.size);
const total = rows.reduce((sum, row) => sum + row.size, 0);

console.log(`initial JavaScript of the home page (${dist}/index.html and its imports), gzip:`);
for (const row of rows) console.log(`${kb(row.size)} KB  ${row.file}`);
console.log(`${kb(total)} KB  total (budget ${budgetKb} KB)`);

const preloaded = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g)]
  .map((match) => match[1])
  .filter((file) => !initial.includes(file));
const later = preloaded.reduce((sum, file) => sum + gzipSize(file), 0);
console.log(
  `preloaded by index.html to run after start-up (router, shell, home route): ` +
    `${kb(later).trim()} KB in ${preloaded.length} files; all JavaScript of a first visit to ` +
    `the home page: ${kb(total + later).trim()} KB`,
);

if (total > budgetKb * 1024) {
  console.error(
    `the home page's initial JavaScript is ${kb(total).trim()} KB gzip, over the ${budgetKb} KB budget`,
  );
  process.exit(1);
}
