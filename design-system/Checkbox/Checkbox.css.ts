import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus';
import { vars } from '../tokens/contract.css';

/** Shared by Checkbox, Radio and Switch: the label row. */
export const control = style({
  // The visually hidden native input is absolutely positioned: without this it sits wherever its
  // nearest positioned ancestor puts it (on the results page, under the page's left margin, where
  // a press on it landed on whatever covered that margin), not on its own label.
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: vars.target.comfortable,
  paddingBlock: vars.space.sm,
  color: vars.color.text,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  // Only the box fades: a label often carries information (a loan's due date, why it cannot be
  // renewed) that must keep its 4.5:1 contrast, disabled or not (WCAG 1.4.3).
  selectors: { '&[data-disabled]': { cursor: 'not-allowed' } },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.125rem',
  border: `2px solid ${vars.color.borderInput}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.background,
  color: vars.color.onPrimary,
  selectors: {
    [`${control}[data-selected] &, ${control}[data-indeterminate] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${control}[data-focus-visible] &`]: focusRing,
    [`${control}[data-invalid] &`]: { borderColor: vars.color.dangerText },
    [`${control}[data-pressed] &`]: { transform: 'scale(0.94)' },
    [`${control}[data-disabled] &`]: { opacity: 0.55 },
  },
});

export const mark = style({ width: '1rem', height: '1rem', strokeWidth: 3 });
