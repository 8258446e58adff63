// Where a route's JavaScript comes from: each chunk's gzip size shared among the packages whose
// code it holds, in proportion to the minified characters its source map gives each source.
// Approximate (gzip does not compress every source alike) but close enough to say which
// libraries a route's budget goes to. Needs a build with source maps (`npm run size:packages`
// builds one with hidden maps, so the chunks are byte for byte the production build's).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';

/** The package a source belongs to: its npm name, or our own folders. */
export function ownerOf(source: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (match?.[1]) return match[1];
  if (source.includes('design-system/')) return 'design-system (ours)';
  if (source.includes('locales/')) return 'locales (ours)';
  return 'src (ours)';
}

/** Minified characters per source, from a chunk's source map. */
export function charactersBySource(code: string, map: string): Map<string, number> {
  const lines = code.split('\n');
  const counts = new Map<string, number>();
  let previous: { line: number; column: number; source: string } | null = null;
  const close = (end: { line: number; column: number } | null) => {
    if (!previous) return;
    const count =
      end && end.line === previous.line
        ? end.column - previous.column
        : (lines[previous.line - 1]?.length ?? previous.column) - previous.column;
    counts.set(previous.source, (counts.get(previous.source) ?? 0) + count);
  };
  eachMapping(new TraceMap(map), (mapping) => {
    const here = { line: mapping.generatedLine, column: mapping.generatedColumn };
    close(here);
    previous = { ...here, source: mapping.source ?? '(no source)' };
  });
  close(null);
  return counts;
}

/**
 * Bytes gzip per package over `files` of the build in `dist`; null for a build without source
 * maps. A chunk without a map of its own (the bundler's small runtime) counts as the bundler's.
 */
export function bytesByPackage(
  dist: string,
  chunkFiles: Iterable<string>,
): Map<string, number> | null {
  const files = [...chunkFiles];
  if (!files.some((file) => existsSync(join(dist, `${file}.map`)))) return null;
  const bytes = new Map<string, number>();
  for (const file of files) {
    const mapFile = join(dist, `${file}.map`);
    const code = readFileSync(join(dist, file), 'utf8');
    const gzipped = gzipSync(code, { level: 9 }).length;
    if (!existsSync(mapFile)) {
      bytes.set('(bundler runtime)', (bytes.get('(bundler runtime)') ?? 0) + gzipped);
      continue;
    }
    const counts = charactersBySource(code, readFileSync(mapFile, 'utf8'));
    const mapped = [...counts.values()].reduce((total, count) => total + count, 0) || 1;
    for (const [source, count] of counts) {
      const owner = ownerOf(source);
      bytes.set(owner, (bytes.get(owner) ?? 0) + (gzipped * count) / mapped);
    }
  }
  return new Map([...bytes].sort((a, b) => b[1] - a[1]));
}
