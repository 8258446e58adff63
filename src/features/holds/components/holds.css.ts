import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const form = style({ maxWidth: '40rem' });

/** The six selects: two columns where there is room, one on a phone. */
export const choices = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
});

export const plain = style({ margin: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

/** Where the answer to a Cancel appears; focus lands here once the record is gone. */
export const answer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
