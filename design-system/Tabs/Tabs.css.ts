import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus';
import { vars } from '../tokens/contract.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

const baseline = `1px solid ${vars.color.borderInput}`;

export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: baseline,
});

/** The frame of a one-row tab list: it draws the baseline, which the edge fade leaves whole. */
export const scrollFrame = style({
  position: 'relative',
  minWidth: 0,
  borderBottom: baseline,
});

// Each edge with more tabs past it fades out, under its arrow; keyboard and selection scrolling
// keep a tab clear of both (scroll-padding).
const arrowWidth = vars.target.minimum;
const fadeEdge = `calc(${arrowWidth} + ${vars.space.lg})`;
const fromStart = `transparent ${arrowWidth}, black ${fadeEdge}`;
const toEnd = `black calc(100% - ${fadeEdge}), transparent calc(100% - ${arrowWidth})`;

export const scrollList = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.xs,
  // The tabs' selected underline overlaps the frame's baseline, as in the wrapping list.
  marginBottom: '-1px',
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  scrollPaddingInline: fadeEdge,
  // The arrows and the faded edges show there is more; a scroll bar would sit on the baseline.
  scrollbarWidth: 'none',
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    // A mask reads only alpha, so the same fade works in every colour scheme.
    '&[data-more-start]': { maskImage: `linear-gradient(to right, ${fromStart})` },
    '&[data-more-end]': { maskImage: `linear-gradient(to right, black, ${toEnd})` },
    '&[data-more-start][data-more-end]': {
      maskImage: `linear-gradient(to right, ${fromStart}, ${toEnd})`,
    },
  },
});

/**
 * Pointer-only arrows over the faded edges (keyboard users move with the arrow keys instead).
 * They draw in the text colour, so they show in every scheme, high contrast included.
 */
export const scrollButton = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: arrowWidth,
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.highlight },
  },
});

export const scrollButtonEnd = style([
  scrollButton,
  { insetInlineStart: 'auto', insetInlineEnd: 0 },
]);

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  minHeight: vars.target.comfortable,
  display: 'flex',
  alignItems: 'center',
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  borderBottom: '3px solid transparent',
  marginBottom: '-1px',
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  textDecoration: 'none',
  selectors: {
    [`${scrollList} > &`]: { flex: 'none', marginBottom: 0, whiteSpace: 'nowrap' },
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.highlight },
    '&[data-selected]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-0.1875rem' },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const panel = style({
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&[data-focus-visible]': focusRing },
});
