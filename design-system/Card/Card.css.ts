import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  minWidth: 0,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const body = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});
