import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactAriaHydration } from '../../../design-system/build/reactAriaHydration';

const require = createRequire(import.meta.url);
/** A module of an installed package, as the bundler reads it. */
const installed = (pkg: string, file: string) =>
  path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);
const ssrProvider = installed('react-aria', 'dist/private/ssr/SSRProvider.mjs');
const slotModules = [
  installed('react-aria', 'dist/private/utils/useSlot.mjs'),
  installed('react-aria-components', 'dist/private/utils.mjs'),
];

type Transform = (
  this: { error(message: string): never },
  code: string,
  id: string,
) => { code: string } | null;

function transform(code: string, id: string) {
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  return (reactAriaHydration().transform as unknown as Transform).call(context, code, id);
}

const rewritten = (file: string) => transform(readFileSync(file, 'utf8'), file)?.code ?? '';

describe('reactAriaHydration', () => {
  it('gives the installed react-aria’s ids the hydrated prefix without reading useIsSSR', () => {
    const output = rewritten(ssrProvider);
    expect(output).toContain('let didSSR = true;');
    // The id's function no longer reads the store (`useIsSSR`, still exported for the others).
    const start = output.indexOf('useModernSSRSafeId(');
    const idFunction = output.slice(start, output.indexOf('\n}', start));
    const useIsSSR = /([\w$]+) as useIsSSR/.exec(output)?.[1] ?? 'useIsSSR';
    expect(idFunction).toContain('useId');
    expect(idFunction).not.toContain(useIsSSR);
  });

  it.each(slotModules)('checks an unfilled slot in a passive effect: %s', (file) => {
    const output = rewritten(file);
    expect(output.startsWith('import { useEffect as __slotCheckAfterPaint } from "react";')).toBe(
      true,
    );
    const check = output.indexOf('if (!hasRun.current) setHasSlot(false);');
    expect(output.slice(check - 80, check)).toContain('(0, __slotCheckAfterPaint)(()=>{');
  });

  it('fails the build when react-aria no longer has a line it replaces', () => {
    expect(() => transform('export const nothing = 1;', ssrProvider)).toThrow(/reactAriaHydration/);
    expect(() => transform('export const nothing = 1;', slotModules[0]!)).toThrow(/setHasSlot/);
  });

  it('leaves every other module alone', () => {
    expect(transform('let [didSSR] = (0, a)(b());', '/app/src/main.tsx')).toBeNull();
  });
});
