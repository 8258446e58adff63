/**
 * Bundles the size fixtures into .tmp/size/<entry>/ for size-limit (`.size-limit.json`).
 *
 * What is counted: our design-system code, its CSS (vanilla-extract output), and whatever of
 * react-aria-components, @internationalized/*, @vanilla-extract runtimes it pulls in, minified.
 * What is not: react, react-dom and react/jsx-runtime, which any React app pays for anyway, and
 * react-aria's built-in translations other than pt-BR, pt-PT, en-US and es-ES (trimmed by
 * design-system/build/optimizeLocales.ts, which the app's build should use too).
 * Each entry is built alone, into one JS file, so nothing is shared between the two figures.
 *
 * Run: node tests/perf/size/build-entries.ts   (Node >= 23.6 runs TypeScript directly)
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build } from 'vite';
import type * as OptimizeLocales from '../../../design-system/build/optimizeLocales';

const here = path.dirname(fileURLToPath(import.meta.url));
// Loaded by URL: Node runs this file's TypeScript directly and needs the real file name.
const { optimizeLocales } = (await import(
  new URL('../../../design-system/build/optimizeLocales.ts', import.meta.url).href
)) as typeof OptimizeLocales;
const root = path.resolve(here, '../../..');
const outRoot = path.join(root, '.tmp/size');
const external = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];
const entries = {
  button: 'button-entry.ts',
  'themed-button': 'themed-button-entry.ts',
};

rmSync(outRoot, { recursive: true, force: true });

for (const [name, file] of Object.entries(entries)) {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    // The app is expected to use the same locale trimming (see design-system/README.md).
    plugins: [vanillaExtractPlugin(), optimizeLocales()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    publicDir: false,
    build: {
      outDir: path.join(outRoot, name),
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      cssCodeSplit: false,
      sourcemap: false,
      modulePreload: false,
      // An app build (not library mode, which leaves whitespace in), keeping the entry's exports.
      rollupOptions: {
        input: path.join(here, file),
        external,
        preserveEntrySignatures: 'exports-only',
        output: {
          entryFileNames: `${name}.js`,
          assetFileNames: `${name}[extname]`,
          inlineDynamicImports: true,
        },
      },
    },
  });
}
console.log(`size fixtures built in ${path.relative(root, outRoot)}/`);
