import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';
import { focusRing } from './focus';

/** Layout shared by every labelled field (TextField, Select, DatePicker ...). */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '100%',
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const requiredMark = style({
  color: vars.color.dangerText,
  marginInlineStart: vars.space.xxs,
});

export const description = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const fieldError = style({
  fontSize: vars.font.size.sm,
  color: vars.color.dangerText,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

/** The visible box of a text-like control. */
export const inputBox = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.target.comfortable,
  width: '100%',
  minWidth: 0,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderInput}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-focus-within], &:focus-within': { ...focusRing, outlineOffset: '0' },
    '&[data-invalid]': { borderColor: vars.color.dangerText, borderWidth: '2px' },
    '&[data-disabled]': { opacity: 0.6 },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  width: '100%',
  font: 'inherit',
  fontSize: vars.font.size.md,
  color: 'inherit',
  background: 'transparent',
  border: 'none',
  padding: `${vars.space.sm} ${vars.space.md}`,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** A plain <input>/<textarea> that draws its own border (no wrapping group). */
export const standaloneInput = style([
  input,
  {
    minHeight: vars.target.comfortable,
    backgroundColor: vars.color.background,
    border: `1px solid ${vars.color.borderInput}`,
    borderRadius: vars.radius.md,
    selectors: {
      '&[data-focused]': { ...focusRing, outlineOffset: '0' },
      '&[data-invalid]': { borderColor: vars.color.dangerText, borderWidth: '2px' },
      '&[data-disabled]': { opacity: 0.6 },
    },
  },
]);

/** Small square buttons inside a field (show password, clear, steppers, calendar). */
export const fieldButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: vars.target.comfortable,
  minHeight: vars.target.comfortable,
  alignSelf: 'stretch',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.highlight },
    '&[data-pressed]': { backgroundColor: vars.color.highlight },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-0.1875rem' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
