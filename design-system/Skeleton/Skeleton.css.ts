import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

const pulse = keyframes({ '50%': { opacity: 0.45 } });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
});

export const skeleton = style({
  display: 'block',
  backgroundColor: vars.color.skeleton,
  borderRadius: vars.radius.md,
  maxWidth: '100%',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.6s ease-in-out infinite` },
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const text = style({ height: '1em', borderRadius: vars.radius.sm });
export const circle = style({ borderRadius: vars.radius.full });
