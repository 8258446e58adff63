import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus';
import { vars } from '../tokens/contract.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const disclosure = style({
  selectors: { [`${group} > & + &`]: { borderTop: `1px solid ${vars.color.border}` } },
});

export const heading = style({ margin: 0, fontSize: vars.font.size.md });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.target.comfortable,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  textAlign: 'start',
  cursor: 'pointer',
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.highlight },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-0.1875rem' },
  },
});

export const chevron = style({ transition: 'transform 150ms', flexShrink: 0 });

export const panel = style({
  padding: `0 ${vars.space.md} ${vars.space.md}`,
  overflowWrap: 'anywhere',
  selectors: {
    // Closed, react-aria hides the panel with `hidden="until-found"` once hydrated (so the
    // browser's find-in-page can open it): the content is not drawn but the box keeps its
    // padding, which server markup, hidden with plain `hidden`, did not have, and the content
    // below moved down 12 px. Closed, the panel takes no room either way.
    '&[hidden]': { padding: 0 },
  },
});
