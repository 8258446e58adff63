import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});
export const separator = style({ color: vars.color.textMuted, width: '1em', height: '1em' });
