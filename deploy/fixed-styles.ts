/**
 * The `<style>` elements react-aria creates at run time, word for word: the content security
 * policy allows each by its hash (`'sha256-…'` in `style-src`), so no nonce has to be published
 * in the page for them (a nonce in every HTML file and header of a build is public: a `<style>`
 * an attacker injects carrying it is applied). react-aria writes no other style element.
 *
 * If react-aria changes either text, `tests/unit/prerender/fixed-styles.test.ts` fails (it reads
 * them from node_modules), and the e2e CSP spec counts a violation.
 */
export const reactAriaStyles = {
  /** usePress: pressable elements keep pinch-zoom but not double-tap zoom. */
  pressable: `@layer {
  [data-react-aria-pressable] {
    touch-action: pan-x pan-y pinch-zoom;
  }
}`,
  /** usePreventScroll (modals): the page behind does not scroll. */
  preventScroll: `@layer {
  * {
    overscroll-behavior: contain;
  }
}`,
} as const;
