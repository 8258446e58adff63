import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system';

export const qr = style({
  width: '10rem',
  height: '10rem',
  // The code stays dark on light in every colour scheme: scanners need that contrast.
  background: '#ffffff',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
});
