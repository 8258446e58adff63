import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const meter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  width: '100%',
});
export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
});
export const label = style({ fontWeight: vars.font.weight.medium });
export const value = style({ fontVariantNumeric: 'tabular-nums' });
export const track = style({
  height: '0.625rem',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderInput}`,
  backgroundColor: vars.color.background,
  overflow: 'hidden',
});
export const fill = style({ height: '100%', backgroundColor: vars.color.primary });
export const fillFull = style({ backgroundColor: vars.color.danger });
