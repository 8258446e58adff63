import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';
import { focusRing } from './focus';

/** Popovers of Select, ComboBox, Menu and DatePicker. */
export const popover = style({
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderInput}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  minWidth: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 1rem)',
  overflow: 'auto',
  outline: 'none',
  zIndex: vars.z.popover,
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xs,
  outline: 'none',
  maxHeight: 'inherit',
  overflow: 'auto',
});

export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.5rem',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'default',
  outline: 'none',
  color: vars.color.text,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.highlight },
    '&[data-selected]': {
      backgroundColor: vars.color.selected,
      color: vars.color.onSelected,
      fontWeight: vars.font.weight.medium,
    },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-0.1875rem' },
    '&[data-disabled]': { opacity: 0.55 },
  },
});

export const loadingItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.textMuted,
});

export const emptyState = style({ padding: vars.space.md, color: vars.color.textMuted });
