import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus';
import { vars } from '../tokens/contract.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.target.comfortable,
  padding: `${vars.space.sm} ${vars.space.md}`,
  font: 'inherit',
  textAlign: 'start',
  color: vars.color.text,
  backgroundColor: vars.color.background,
  border: `1px solid ${vars.color.borderInput}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '0' },
    '&[data-pressed]': { backgroundColor: vars.color.highlight },
    '[data-invalid] > &': { borderColor: vars.color.dangerText, borderWidth: '2px' },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});
