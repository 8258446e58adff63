import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.xl} ${vars.space.md}`,
});

export const forgot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '28rem',
});
