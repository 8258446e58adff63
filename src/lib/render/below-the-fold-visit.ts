/**
 * Whether a page of this visit has already shown what it keeps below the fold (BelowTheFold).
 * A module of its own, without React, so the page's first script can set it.
 */
export const belowTheFoldVisit = { shown: false };

/**
 * Below-the-fold parts render in the first pass from now on: on the server, which renders the
 * whole page, and in a browser hydrating a page the server rendered, whose markup holds them.
 */
export function showBelowTheFoldAtOnce(): void {
  belowTheFoldVisit.shown = true;
}
