import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus';
import { vars } from '../tokens/contract.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.borderInput}`,
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  minHeight: vars.target.comfortable,
  display: 'flex',
  alignItems: 'center',
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  borderBottom: '3px solid transparent',
  marginBottom: '-1px',
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.highlight },
    '&[data-selected]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-0.1875rem' },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const panel = style({
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&[data-focus-visible]': focusRing },
});
