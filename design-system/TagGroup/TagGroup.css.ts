import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus';
import { vars } from '../tokens/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  outline: 'none',
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '2rem',
  padding: `0 ${vars.space.xxs} 0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderInput}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  outline: 'none',
  cursor: 'default',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.highlight },
    '&[data-selected]': { backgroundColor: vars.color.selected, color: vars.color.onSelected },
    '&[data-focus-visible]': focusRing,
    '&:not([data-allows-removing])': { paddingInlineEnd: vars.space.sm },
  },
});

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.highlight },
    '&[data-focus-visible]': focusRing,
  },
});
