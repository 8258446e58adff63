import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { bytesByPackage, charactersBySource, ownerOf } from '../../tools/bytes-by-package';

// A chunk of two lines: the first (4 characters) from react-dom, the second (8) from our code.
const code = 'AAAA\nBBBBBBBB';
const map = JSON.stringify({
  version: 3,
  sources: ['../../node_modules/react-dom/cjs/client.js', '../../src/app/render-app.tsx'],
  names: [],
  // Line 1: column 0 of source 0; line 2: column 0 of source 1.
  mappings: 'AAAA;ACAA',
});

const dist = mkdtempSync(join(tmpdir(), 'bytes-by-package-'));
writeFileSync(join(dist, 'chunk.js'), code);
writeFileSync(join(dist, 'chunk.js.map'), map);
writeFileSync(join(dist, 'runtime.js'), 'runtime();');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('where a route’s bytes come from', () => {
  it('names a source by its npm package, scoped or not, or as our own code', () => {
    expect(ownerOf('../../node_modules/react-dom/cjs/client.js')).toBe('react-dom');
    expect(ownerOf('../../node_modules/@tanstack/query-core/build/modern/query.js')).toBe(
      '@tanstack/query-core',
    );
    expect(ownerOf('../../design-system/Button/Button.tsx')).toBe('design-system (ours)');
    expect(ownerOf('../../src/app/render-app.tsx')).toBe('src (ours)');
  });

  it('counts the minified characters each source holds, to the end of its line', () => {
    expect(charactersBySource(code, map)).toEqual(
      new Map([
        ['../../node_modules/react-dom/cjs/client.js', 4],
        ['../../src/app/render-app.tsx', 8],
      ]),
    );
  });

  it('shares each chunk’s gzip size among its packages, and a chunk without a map is the bundler’s', () => {
    const bytes = bytesByPackage(dist, ['chunk.js', 'runtime.js'])!;
    const chunk = gzipSync(code, { level: 9 }).length;
    expect(bytes.get('react-dom')).toBeCloseTo(chunk / 3);
    expect(bytes.get('src (ours)')).toBeCloseTo((chunk * 2) / 3);
    expect(bytes.get('(bundler runtime)')).toBe(gzipSync('runtime();', { level: 9 }).length);
  });

  it('says nothing for a build without source maps', () => {
    expect(bytesByPackage(dist, ['runtime.js'])).toBeNull();
  });
});
