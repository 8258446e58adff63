import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  // The sides are the shell's page margin (app/shell/page-frame.css.ts), not the page's own.
  paddingBlock: vars.space.xl,
});

export const forgot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '28rem',
});
