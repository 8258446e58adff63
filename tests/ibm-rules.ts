/**
 * The IBM Equal Access engine's rules we judge false positives on this app, by rule id, with
 * the reason: `expectIbmClean` (tests/e2e/support/accessibility.ts) leaves their results out,
 * and nothing else. Each entry says why the rule is wrong here, not why a fix would be hard.
 */
export const ibmFalsePositives: Record<string, string> = {};

/** The policy the engine checks against: WCAG 2.2, levels A and AA. */
export const ibmPolicy = 'WCAG_2_2';
