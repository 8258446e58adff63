import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system';

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
