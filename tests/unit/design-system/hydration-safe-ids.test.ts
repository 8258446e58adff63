import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hydrationSafeIds } from '../../../design-system/build/hydrationSafeIds';

const require = createRequire(import.meta.url);
/** The installed react-aria's module the plugin rewrites. */
const ssrProvider = path.join(
  path.dirname(require.resolve('react-aria/package.json')),
  'dist/private/ssr/SSRProvider.mjs',
);

type Transform = (
  this: { error(message: string): never },
  code: string,
  id: string,
) => { code: string } | null;

function transform(code: string, id: string) {
  const plugin = hydrationSafeIds();
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  return (plugin.transform as unknown as Transform).call(context, code, id);
}

describe('hydrationSafeIds', () => {
  it('gives the installed react-aria’s ids the hydrated prefix without reading useIsSSR', () => {
    const source = readFileSync(ssrProvider, 'utf8');
    const output = transform(source, ssrProvider)?.code ?? '';
    expect(output).toContain('let didSSR = true;');
    // The id's function no longer reads the store (`useIsSSR`, still exported for the others).
    const start = output.indexOf('useModernSSRSafeId(');
    const idFunction = output.slice(start, output.indexOf('\n}', start));
    const useIsSSR = /([\w$]+) as useIsSSR/.exec(output)?.[1] ?? 'useIsSSR';
    expect(idFunction).toContain('useId');
    expect(idFunction).not.toContain(useIsSSR);
    expect(output).toMatch(/as useIsSSR/);
  });

  it('fails the build when react-aria no longer has the line it replaces', () => {
    expect(() => transform('export const nothing = 1;', ssrProvider)).toThrow(/hydrationSafeIds/);
  });

  it('leaves every other module alone', () => {
    expect(transform('let [didSSR] = (0, a)(b());', '/app/src/main.tsx')).toBeNull();
  });
});
