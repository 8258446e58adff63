import type { Plugin } from 'vite';

/**
 * Vite plugin: react-aria's ids stop re-rendering every component that has one right after
 * hydration.
 *
 * react-aria's `useId` (react-aria 3.53, `private/ssr/SSRProvider.mjs`, `useModernSSRSafeId`)
 * is React's `useId` with a prefix, chosen once per component by `useState(useIsSSR())`:
 * `react-aria-` in a server render and while hydrating, `react-aria<random>-` in a component
 * the browser mounts by itself (for pages with two copies of React). `useIsSSR` is a
 * `useSyncExternalStore` whose server snapshot (true) is not the browser's (false), and React
 * answers such a store, once hydration has committed, by rendering each of its components again
 * at once, synchronously, in one task. Measured on the framework server's results page under a
 * 4x slower processor (tests/perf): the sync pass after the commit re-rendered every button,
 * checkbox and field of the page (each result's checkbox and basket button, the pages, the
 * search form, the header's and footer's buttons and dialogs) and was most of a 250–360 ms task,
 * the longest of the page's blocking time. The prefix's value is only read at mount (the state
 * is never set), so the store answers nothing the id needs.
 *
 * Here the prefix is `react-aria-` everywhere, as it is on the server and under hydration: the
 * id is React's `useId`, unique in its root, and the app runs one copy of React with one root at
 * a time. react-aria has no option for this (`SSRProvider` is a no-op on React 18+); the build
 * fails if the line it replaces is not there, so an upgrade of react-aria that changes it is
 * seen and this plugin checked again.
 *
 * Build-time only (never imported by components); both of the app's Vite configs use it. In
 * development Vite pre-bundles react-aria without plugins: the random prefix stays there, which
 * changes no page the development server renders (none is hydrated).
 */
export function hydrationSafeIds(): Plugin {
  const ssrProvider =
    /[\\/]node_modules[\\/]react-aria[\\/]dist[\\/]private[\\/]ssr[\\/]SSRProvider\.mjs$/;
  // `let [didSSR] = (0, $x$useState)($y$export$535bd6ca7f90a273());`, the only read of the store
  // in this function.
  const prefixChoice = /let \[didSSR\] = \(0, [\w$]+\)\([\w$]+\(\)\);/;
  return {
    name: 'design-system:hydration-safe-ids',
    enforce: 'pre',
    transform(code, id) {
      if (!ssrProvider.test(id.split('?')[0] ?? '')) return null;
      if (!prefixChoice.test(code))
        this.error(
          `react-aria's SSRProvider.mjs no longer chooses its id prefix with useState(useIsSSR()); ` +
            `check design-system/build/hydrationSafeIds.ts against the new version`,
        );
      return { code: code.replace(prefixChoice, 'let didSSR = true;'), map: null };
    },
  };
}
