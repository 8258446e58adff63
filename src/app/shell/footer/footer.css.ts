import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system';
import { pageBand } from '../page-frame.css';

export const footer = style([
  pageBand,
  {
    borderTop: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    paddingBlock: vars.space.lg,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    fontSize: vars.font.size.sm,
  },
]);

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.lg}`,
});

export const list = style([
  row,
  {
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
]);

// The dialogs' triggers (comment, suggestion, support) are link-styled buttons, whose size
// would be the buttons' own: in the footer's list they read at the size of the links beside them.
globalStyle(`${list} button`, { fontSize: 'inherit' });

export const logo = style({
  display: 'block',
  maxHeight: '3rem',
  width: 'auto',
});

export const muted = style({
  color: vars.color.textMuted,
  margin: 0,
});

export const supportMessage = style({
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});
