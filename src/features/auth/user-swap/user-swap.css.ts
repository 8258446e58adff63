import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

/** One task of the page (change of login, user swap): heading, intro, form. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '32rem',
});

export const intro = style({ margin: 0 });
