import { keyframes, style } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const screen = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1.5rem',
  padding: '2rem',
  fontFamily: 'system-ui, sans-serif',
  color: '#1a1a1a',
  background: '#ffffff',
  textAlign: 'center',
});

export const logo = style({ width: '6rem', height: '6rem' });

export const spinner = style({
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: '50%',
  border: '0.25rem solid #c9d3e0',
  borderTopColor: '#0b4f8a',
  animation: `${spin} 0.9s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '3s' } },
});

export const message = style({ fontSize: '1.125rem', maxWidth: '40rem', margin: 0 });
export const title = style({ fontSize: '1.5rem', margin: '0 0 0.5rem' });

export const retry = style({
  font: 'inherit',
  padding: '0.75rem 1.5rem',
  borderRadius: '0.5rem',
  border: 'none',
  background: '#0b4f8a',
  color: '#ffffff',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: '3px solid #0b4f8a', outlineOffset: '3px' },
    '&:disabled': { opacity: 0.7, cursor: 'progress' },
  },
});
