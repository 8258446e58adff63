import { style } from '@vanilla-extract/css';
import { vars } from '../../../../../design-system';

export const flow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '28rem',
});

export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const progress = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const heading = style({ selectors: { '&:focus': { outline: 'none' } } });

export const text = style({ margin: 0 });

export const resend = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

/** "Change user" and "back to login", side by side when they fit. */
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
});
