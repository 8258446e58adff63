import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system';

export const screen = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.text,
  background: vars.color.background,
});

export const title = style({ fontSize: vars.font.size.xl, margin: 0 });
export const message = style({ maxWidth: '40rem', textAlign: 'start' });
