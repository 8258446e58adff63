import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system';

/** The availability line and its action: one row where they fit, the action below on a phone. */
export const block = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const line = style({ margin: 0, fontSize: vars.font.size.sm });
