import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-flex',
    flexShrink: 0,
    color: 'currentColor',
  },
  variants: {
    size: {
      sm: { width: '1em', height: '1em' },
      md: { width: '1.5rem', height: '1.5rem' },
      lg: { width: '3rem', height: '3rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const svg = style({
  width: '100%',
  height: '100%',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${spin} 0.9s linear infinite` },
  },
});

export const track = style({ opacity: 0.25 });
