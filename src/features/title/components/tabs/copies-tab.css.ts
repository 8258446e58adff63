import { style } from '@vanilla-extract/css';
import { vars } from '../../../../../design-system';

/**
 * Narrower than this the six columns would scroll sideways: each copy becomes a block of
 * label and value pairs instead (copies-tab.tsx reads it too).
 */
export const NARROW = 'screen and (max-width: 40em)';

/** The Stack's column, without the list's bullets and indent. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  alignItems: 'baseline',
  margin: 0,
});

export const term = style({ fontWeight: vars.font.weight.bold });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

/** A status badge keeps its word whole rather than breaking it across lines in a tight column. */
export const status = style({ whiteSpace: 'nowrap' });
