import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system';

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const details = style({ flex: '1 1 16rem', minWidth: 0 });

export const meta = style({ margin: 0, color: vars.color.textMuted });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const hint = style({ margin: 0, color: vars.color.textMuted });

export const references = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const referenceDetails = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.text });
