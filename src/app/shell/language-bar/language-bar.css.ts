import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system';

export const bar = style({ position: 'relative', flexShrink: 0, fontSize: vars.font.size.sm });

export const disclosure = style({ position: 'relative' });

/** The compact control: globe, the current language, a chevron that turns when open. */
export const summary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  // As tall as the accessibility toggle beside it (a small button).
  minHeight: '2rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.highlight },
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

const phone = 'screen and (max-width: 29.99em)';

/** The current language's name, from a tablet up; on a phone its code (`nameShort`). */
export const nameWide = style({ '@media': { [phone]: { display: 'none' } } });

export const nameShort = style({ display: 'none', '@media': { [phone]: { display: 'inline' } } });

// On a phone the globe and the code say enough: the chevron's room keeps the bar on one line.
export const chevron = style({
  selectors: { [`${disclosure}[open] &`]: { transform: 'rotate(180deg)' } },
  '@media': { [phone]: { display: 'none' } },
});

/** The choices open over the page under the control, aligned to its end (the bar's edge). */
export const list = style({
  position: 'absolute',
  insetInlineEnd: 0,
  insetBlockStart: '100%',
  zIndex: vars.z.popover,
  display: 'flex',
  flexDirection: 'column',
  minWidth: '10rem',
  margin: 0,
  marginBlockStart: vars.space.xxs,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

const item = {
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.target.comfortable,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  lineHeight: vars.font.lineHeight.tight,
} as const;

export const link = style({
  ...item,
  color: vars.color.link,
  textDecoration: 'underline',
  ':hover': { textDecoration: 'none', background: vars.color.highlight },
  ':focus-visible': {
    outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
    outlineOffset: vars.focus.offset,
  },
});

// The current language is text, not a link: nothing to choose there. Bold and the selected
// colours mark it for sight (not colour alone: it is also the only one not underlined),
// aria-current for screen readers.
export const current = style({
  ...item,
  color: vars.color.onSelected,
  background: vars.color.selected,
  fontWeight: vars.font.weight.bold,
});
