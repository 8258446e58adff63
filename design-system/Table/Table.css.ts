import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus';
import { vars } from '../tokens/contract.css';

/** Data tables may scroll sideways inside their own box (WCAG 1.4.10 exception); the page never does. */
export const container = style({
  maxWidth: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  color: vars.color.text,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-0.1875rem' } },
});

export const header = style({ backgroundColor: vars.color.surface });

export const column = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
  borderBottom: `2px solid ${vars.color.borderInput}`,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered]': { backgroundColor: vars.color.highlight },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-0.1875rem' },
  },
});

export const columnContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});
export const sortIcon = style({ width: '1em', height: '1em' });

export const row = style({
  outline: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.highlight },
    '&[data-selected]': { backgroundColor: vars.color.selected, color: vars.color.onSelected },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-0.1875rem' },
    '&[data-disabled]': { opacity: 0.55 },
  },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  verticalAlign: 'middle',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-0.1875rem' } },
});

export const selectionCell = style({ width: '3rem', paddingBlock: 0 });

export const state = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});
