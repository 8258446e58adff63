import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
});

const item = {
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  lineHeight: vars.font.lineHeight.tight,
} as const;

export const link = style({
  ...item,
  color: vars.color.link,
  textDecoration: 'underline',
  ':hover': { textDecoration: 'none' },
  ':focus-visible': {
    outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
    outlineOffset: vars.focus.offset,
  },
});

// The current language is text, not a link: nothing to choose there. Bold marks it for sight,
// aria-current for screen readers.
export const current = style({
  ...item,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
});
