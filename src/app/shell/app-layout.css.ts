import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system';
import { pageColumn } from './page-frame.css';

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  color: vars.color.text,
  background: vars.color.background,
});

export const main = style([
  pageColumn,
  {
    flex: 1,
    // At least a screen tall, so the footer starts below the fold: otherwise it sits at the bottom
    // of the first screen and jumps down as the page's content arrives (layout shift, CLS).
    minHeight: '100vh',
    position: 'relative',
    paddingBlock: vars.space.lg,
    // The skip link focuses <main>; its outline would frame the whole page.
    selectors: { '&:focus': { outline: 'none' } },
  },
]);

/** Shown while the next page's code or data loads; the current page stays readable under it. */
export const navigating = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  zIndex: vars.z.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
});

/** A page's own column: heading, text and actions stacked with even spacing. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  maxWidth: '48rem',
});

/** A code read aloud at the desk (the loan token): large, spaced digits. */
export const token = style({
  margin: 0,
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.2em',
});
