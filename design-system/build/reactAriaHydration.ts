import type { Plugin } from 'vite';

/** One rewrite of a react-aria module: where, what it replaces, and with what. */
interface Rewrite {
  module: RegExp;
  find: RegExp;
  replace: string;
  /** Prepended to the module (an import the replacement needs). */
  prepend?: string;
  /** What the build says when react-aria no longer has `find`. */
  missing: string;
}

const rewrites: Rewrite[] = [
  {
    // react-aria's `useId` (react-aria 3.53, `useModernSSRSafeId`) is React's `useId` with a
    // prefix chosen once per component by `useState(useIsSSR())`: `react-aria-` on the server and
    // while hydrating, `react-aria<random>-` in a component the browser mounts by itself (for
    // pages with two copies of React). `useIsSSR` is a `useSyncExternalStore` whose server
    // snapshot (true) is not the browser's (false), and React answers such a store, once
    // hydration has committed, by rendering each of its components again at once, synchronously,
    // in one task. The prefix is only read at mount, so the store answers nothing the id needs:
    // here it is `react-aria-` everywhere (React's `useId` is unique in its root; the app runs one
    // copy of React with one root at a time).
    module: /[\\/]react-aria[\\/]dist[\\/]private[\\/]ssr[\\/]SSRProvider\.mjs$/,
    find: /let \[didSSR\] = \(0, [\w$]+\)\([\w$]+\(\)\);/,
    replace: 'let didSSR = true;',
    missing: 'no longer chooses its id prefix with useState(useIsSSR())',
  },
  ...[
    /[\\/]react-aria[\\/]dist[\\/]private[\\/]utils[\\/]useSlot\.mjs$/,
    /[\\/]react-aria-components[\\/]dist[\\/]private[\\/]utils\.mjs$/,
  ].map((module): Rewrite => ({
    // `useSlot` (a checkbox's description and error message, a field's label...) assumes a
    // slot is filled, and a layout effect says otherwise when no element took its ref: a state
    // update inside the commit, which React renders synchronously before the commit's task
    // ends, and which makes it run the whole page's passive effects in that task too. After
    // hydration that was one task holding the commit, every effect of the page and the
    // re-render of each checkbox. As a passive effect the check runs after the commit, in a
    // task of its own; what it changes is an `aria-describedby` or `aria-labelledby` id, which
    // the server's markup carried until then anyway.
    module,
    find: /\(0, [\w$]+\)\(\(\)=>\{(\s*)if \(!hasRun\.current\) setHasSlot\(false\);/,
    replace: '(0, __slotCheckAfterPaint)(()=>{$1if (!hasRun.current) setHasSlot(false);',
    prepend: 'import { useEffect as __slotCheckAfterPaint } from "react";\n',
    missing: "no longer checks its slot with a layout effect's setHasSlot(false)",
  })),
];

/**
 * Vite plugin: react-aria hydrates a server-rendered page without rendering its components again
 * synchronously once hydration has committed (the rewrites above say what each changes and why).
 *
 * Measured on the framework server's results page (Lighthouse mobile, tests/perf): after
 * hydration, every button, checkbox and field of the page (each result's checkbox and basket
 * button, the pages, the search form, the header's and footer's buttons and dialogs) rendered
 * again in one synchronous pass, with the page's passive effects, in a task of 250–360 ms.
 * react-aria has no option for either (`SSRProvider` is a no-op on React 18+). The build fails if
 * a line a rewrite replaces is not there, so an upgrade of react-aria that changes it is seen and
 * the rewrite checked again.
 *
 * Build-time only (never imported by components); both of the app's Vite configs use it. In
 * development Vite pre-bundles react-aria without plugins, which changes no page the development
 * server renders (none is hydrated).
 */
export function reactAriaHydration(): Plugin {
  return {
    name: 'design-system:react-aria-hydration',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0] ?? '';
      const rewrite = rewrites.find((candidate) => candidate.module.test(path));
      if (!rewrite) return null;
      if (!rewrite.find.test(code))
        this.error(
          `${path}: react-aria ${rewrite.missing}; check design-system/build/reactAriaHydration.ts ` +
            `against the new version`,
        );
      return {
        code: (rewrite.prepend ?? '') + code.replace(rewrite.find, rewrite.replace),
        map: null,
      };
    },
  };
}
