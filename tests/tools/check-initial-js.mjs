// Issue 7: the home/search page's initial JavaScript is at most 150 KB gzip in the production
// build. Reads a build made by `vite build` (default `dist/`, which `npm run test:build` has just
// built; pass another directory as the first argument) and counts what index.html loads before
// the app renders anything: its module script and every `modulepreload`, i.e. the entry chunk
// and all its static imports. Sizes are gzip (level 9, as a server precompressing assets would),
// so the figure is deterministic for a given build.
//
// Printed for information, not budgeted: the chunks fetched next, while start-up talks to the
// server (the router and the shell, src/app/app.tsx) and for the home route itself (from the
// Vite manifest, `build.manifest` in vite.config.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const budgetKb = 150;
const dist = process.argv[2] ?? 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const initial = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g),
].map((match) => match[1]);
if (!initial.some((file) => file.endsWith('.js')))
  throw new Error(`${dist}/index.html loads no module script: is it a Vite build?`);

const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);

/** A chunk and the chunks it imports statically, from the Vite manifest. */
function closure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

const rows = initial.map((file) => ({ file, size: gzipSize(file) }));
rows.sort((a, b) => b.size - a.size);
const total = rows.reduce((sum, row) => sum + row.size, 0);

console.log(`initial JavaScript of the home page (${dist}/index.html), gzip:`);
for (const row of rows) console.log(`${kb(row.size)} KB  ${row.file}`);
console.log(`${kb(total)} KB  total (budget ${budgetKb} KB)`);

const manifestFile = join(dist, '.vite/manifest.json');
if (existsSync(manifestFile)) {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const loaded = new Set(closure(manifest, entry));
  const extra = (keys) => {
    let size = 0;
    for (const key of keys)
      for (const chunk of closure(manifest, key))
        if (!loaded.has(chunk)) {
          loaded.add(chunk);
          size += gzipSize(manifest[chunk].file);
        }
    return size;
  };
  const app = extra(Object.keys(manifest).filter((key) => key.endsWith('src/app/ready-app.tsx')));
  const home = extra(
    Object.keys(manifest).filter((key) => key.endsWith('src/features/search/routes/home-page.tsx')),
  );
  console.log(
    `then, while start-up runs: ${kb(app).trim()} KB (router and shell); for the home route: ` +
      `${kb(home).trim()} KB; all JavaScript of a first visit to the home page: ` +
      `${kb(total + app + home).trim()} KB`,
  );
}

if (total > budgetKb * 1024) {
  console.error(
    `the home page's initial JavaScript is ${kb(total).trim()} KB gzip, over the ${budgetKb} KB budget`,
  );
  process.exit(1);
}
