import { style } from '@vanilla-extract/css';
import { vars } from '../../../../../design-system';

/** The loan-request, closed-stack and kardex forms: a readable column. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '44rem',
});

/** Related fields side by side where there is room, one under the other on a phone. */
export const fieldGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
});

export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
});

export const plain = style({ margin: 0 });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg });
