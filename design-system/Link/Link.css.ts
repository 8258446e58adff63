import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../styles/focus';
import { vars } from '../tokens/contract.css';

export const link = recipe({
  base: {
    color: vars.color.link,
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    overflowWrap: 'anywhere',
    selectors: {
      '&[data-hovered]': { textDecorationThickness: '2px' },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55, textDecoration: 'none' },
      '&[data-current]': {
        fontWeight: vars.font.weight.bold,
        textDecoration: 'none',
        color: vars.color.text,
      },
    },
  },
  variants: {
    variant: {
      inline: {},
      standalone: { fontWeight: vars.font.weight.medium },
      subtle: { color: 'inherit' },
    },
  },
  defaultVariants: { variant: 'inline' },
});
