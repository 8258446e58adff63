import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system';

/**
 * Wide enough for the record and a side column; the page reads `WIDE` too (title-page.tsx) to
 * put the extras in that column, so the reading and focus order follows what is drawn. Same
 * width as the design system's `desktop` sprinkles condition.
 */
export const WIDE = 'screen and (min-width: 64em)';

export const top = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [WIDE]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(16rem, 22rem)' },
  },
});

/** The actions and extras beside the record on a wide screen, set apart from it by a rule. */
export const side = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
  '@media': {
    [WIDE]: {
      paddingInlineStart: vars.space.xl,
      borderInlineStart: `1px solid ${vars.color.border}`,
    },
  },
});
