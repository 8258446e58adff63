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

export const checklist = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
});

export const checklistTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const rule = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  color: vars.color.text,
});

export const ruleIcon = style({ flexShrink: 0, width: '1.25em', height: '1.25em' });

export const ruleMet = style({ color: vars.color.successText });

export const ruleUnmet = style({ color: vars.color.dangerText });

export const ruleServer = style({ color: vars.color.textMuted });

/** "Change user" and "back to login", side by side when they fit. */
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
});
