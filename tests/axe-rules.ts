/**
 * What every axe check of ours runs: the e2e helper (`tests/e2e/support/accessibility.ts`) and
 * the Storybook story tests (`.storybook/preview.tsx`, in each of the five colour schemes).
 *
 * WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices, named as tags: axe's
 * default run leaves out WCAG 2.2 rules such as `target-size` (2.5.8).
 */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Label in name (WCAG 2.5.3, `label-content-name-mismatch`) is tagged `experimental` in axe 4.x,
 * and a run by tags leaves experimental rules out unless they are switched on by name.
 */
export const axeRules: Record<string, { enabled: boolean }> = {
  'label-content-name-mismatch': { enabled: true },
};

/** The options of `axe.run` for the rules above (a named rule wins over the tags). */
export const axeRunOptions = () => ({
  runOnly: { type: 'tag' as const, values: [...axeTags] },
  rules: { ...axeRules },
});

/**
 * The rules whose verdict depends on the colours. A colour scheme restyles the same markup, so
 * the other rules answer the same in every scheme: the e2e scans and the story tests run every
 * rule in one scheme and only these in the other four. On the results page under load a full
 * scan took 16-20 s, these two rules 7 s.
 */
export const axeColourRules = ['color-contrast', 'link-in-text-block'];
