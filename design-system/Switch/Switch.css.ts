import { style } from '@vanilla-extract/css';
import { control } from '../Checkbox/Checkbox.css';
import { focusRing } from '../styles/focus';
import { vars } from '../tokens/contract.css';

export const switchControl = control;

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '2.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderInput}`,
  backgroundColor: vars.color.background,
  transition: 'background-color 150ms',
  selectors: {
    [`${control}[data-selected] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${control}[data-focus-visible] &`]: focusRing,
    // The track fades, not the label (Checkbox.css.ts says why).
    [`${control}[data-disabled] &`]: { opacity: 0.55 },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '0.125rem',
  left: '0.125rem',
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderInput,
  transition: 'transform 150ms',
  selectors: {
    [`${control}[data-selected] &`]: {
      transform: 'translateX(1rem)',
      backgroundColor: vars.color.onPrimary,
    },
  },
});
