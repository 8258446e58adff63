import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  backgroundColor: 'rgb(0 0 0 / 0.55)',
  selectors: { '&[data-entering]': { animation: `${fadeIn} 150ms` } },
});

export const modal = recipe({
  base: {
    display: 'flex',
    maxHeight: '100%',
    width: '100%',
    outline: 'none',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.borderInput}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
  },
  variants: {
    size: {
      sm: { maxWidth: '24rem' },
      md: { maxWidth: '36rem' },
      lg: { maxWidth: '56rem' },
      fullscreen: { maxWidth: 'none', height: '100%', borderRadius: 0 },
    },
  },
  defaultVariants: { size: 'md' },
});

export const fullscreenOverlay = style({ padding: 0 });

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minWidth: 0,
  maxHeight: '100%',
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm}`,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.lg}`,
  overflowWrap: 'anywhere',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});
