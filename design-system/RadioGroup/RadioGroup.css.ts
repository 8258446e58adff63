import { style } from '@vanilla-extract/css';
import { control } from '../Checkbox/Checkbox.css';
import { focusRing } from '../styles/focus';
import { vars } from '../tokens/contract.css';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  selectors: {
    '[data-orientation="horizontal"] > &': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.lg,
    },
  },
  // A phone: four short options still fit one row (the search types: free, title, author, subject).
  '@media': {
    'screen and (max-width: 29.99em)': {
      selectors: { '[data-orientation="horizontal"] > &': { columnGap: vars.space.sm } },
    },
  },
});

export const radio = control;

export const circle = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.125rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderInput}`,
  backgroundColor: vars.color.background,
  transition: 'border-width 120ms',
  selectors: {
    [`${control}[data-selected] &`]: { borderColor: vars.color.primary, borderWidth: '0.375rem' },
    [`${control}[data-focus-visible] &`]: focusRing,
    [`${control}[data-invalid] &`]: { borderColor: vars.color.dangerText },
    // The circle fades, not the label (Checkbox.css.ts says why).
    [`${control}[data-disabled] &`]: { opacity: 0.55 },
  },
});
