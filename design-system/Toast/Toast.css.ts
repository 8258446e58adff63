import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus';
import { vars } from '../tokens/contract.css';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(0.5rem)' } });

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: vars.z.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(26rem, calc(100vw - 2rem))',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const toast = style({
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${slideIn} 180ms ease-out` },
  },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  overflowWrap: 'anywhere',
});
