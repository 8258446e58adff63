import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const pages = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const current = style({
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  selectors: { '&[data-hovered]': { backgroundColor: vars.color.primaryHover } },
});

export const ellipsis = style({ padding: `0 ${vars.space.xs}`, color: vars.color.textMuted });
export const status = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const pageSize = style({ width: '11rem' });
