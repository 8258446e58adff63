import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const plain = style({ margin: 0 });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const alertTitle = style({ margin: 0 });

// Server text keeps the line breaks it was written with, and a long address wraps.
export const message = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
