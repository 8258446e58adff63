import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  alignSelf: 'stretch',
});

export const box = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  selectors: { '&[data-invalid]': { borderColor: vars.color.dangerText, borderWidth: '2px' } },
});

export const caption = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const error = style({
  fontSize: vars.font.size.sm,
  color: vars.color.dangerText,
  fontWeight: vars.font.weight.medium,
});
