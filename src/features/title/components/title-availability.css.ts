import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system';

/** Set apart from the record below it, so the eye finds it first on a phone. */
export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const line = style({ margin: 0, overflowWrap: 'anywhere' });

export const hint = style({ margin: 0 });
