import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const narrow = style({ maxWidth: '40rem' });

export const plain = style({ margin: 0 });

export const total = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

/** The slip's digitable line: long digits that may wrap anywhere on a phone. */
export const code = style({ fontFamily: vars.font.familyMono, overflowWrap: 'anywhere' });
