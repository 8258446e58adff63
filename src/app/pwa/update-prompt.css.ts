import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system';

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
});
