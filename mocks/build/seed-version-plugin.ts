import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:mock-seed-version';
const RESOLVED_ID = `\0${MODULE_ID}`;

/** The folders whose code builds the seed (mocks/db/seed imports the QA accounts of mocks/patrons). */
const SEED_SOURCES = ['mocks/db', 'mocks/patrons'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** A hash of the seed's source files: any edit to them gives another seed version. */
export function seedSourceHash(root: string): string {
  const hash = createHash('sha256');
  for (const dir of SEED_SOURCES) {
    for (const file of filesUnder(path.join(root, dir))) {
      hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * `virtual:mock-seed-version`: the version the in-browser mock keys its IndexedDB copy of the
 * seed by (mocks/db/seed-cache.ts). Recomputed when a seed source changes under the dev server,
 * so an edited seed is rebuilt on the reload that the edit triggers, never read stale.
 */
export function mockSeedVersion(): Plugin {
  let root = process.cwd();
  return {
    name: 'mock-seed-version',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export default ${JSON.stringify(seedSourceHash(root))};`;
    },
    configureServer(server) {
      const dirs = SEED_SOURCES.map((dir) => path.join(root, dir) + path.sep);
      const invalidate = (file: string) => {
        if (!dirs.some((dir) => file.startsWith(dir))) return;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED_ID);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
      };
      server.watcher.on('change', invalidate);
      server.watcher.on('add', invalidate);
      server.watcher.on('unlink', invalidate);
    },
  };
}
