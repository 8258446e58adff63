import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus';
import { vars } from '../tokens/contract.css';

export const dialog = style({ padding: vars.space.md, outline: 'none' });
export const calendar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
  flex: 1,
});
export const grid = style({ borderCollapse: 'collapse' });
export const headerCell = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  padding: vars.space.xxs,
});
export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  color: vars.color.text,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.highlight },
    '&[data-selected]': {
      backgroundColor: vars.color.selected,
      color: vars.color.onSelected,
      borderRadius: 0,
    },
    '&[data-selection-start], &[data-selection-end]': {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
      borderRadius: vars.radius.md,
      fontWeight: vars.font.weight.bold,
    },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-0.1875rem' },
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-disabled], &[data-unavailable]': {
      opacity: 0.45,
      cursor: 'not-allowed',
      textDecoration: 'line-through',
    },
    '&[data-invalid]': { backgroundColor: vars.color.dangerSubtle, color: vars.color.dangerText },
  },
});
export const segments = style({
  display: 'flex',
  flex: 1,
  flexWrap: 'wrap',
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.md}`,
  minWidth: 0,
});
/**
 * Each editable segment is a pointer target (role spinbutton): at least 24 px square (WCAG 2.5.8),
 * a single digit included, centred in its box. The separators between them are not targets.
 */
export const segment = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.target.minimum,
  minHeight: vars.target.minimum,
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { minWidth: 0, padding: 0 },
    '&[data-focused]': { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
  },
});
export const rangeDash = style({ padding: `0 ${vars.space.xs}` });
