import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const plain = style({ margin: 0 });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const recordTitle = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const items = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
