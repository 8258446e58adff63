import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system';

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
