import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const loader = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.modal,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xl,
  padding: vars.space.xl,
  backgroundColor: vars.color.background,
  color: vars.color.primary,
  textAlign: 'center',
});

export const inline = style({ position: 'static', inset: 'auto', minHeight: '12rem' });

export const logo = style({ maxWidth: 'min(16rem, 80vw)', color: vars.color.text });

export const message = style({
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  overflowWrap: 'anywhere',
});
