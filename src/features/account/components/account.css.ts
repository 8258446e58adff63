import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const form = style({ maxWidth: '44rem' });

/** Groups of fields: two columns where there is room, one on a phone. */
export const fields = style({
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
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
});

export const plain = style({ margin: 0 });

export const narrow = style({ maxWidth: '28rem' });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});
