import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const barChart = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.lg,
});

export const figure = style({
  margin: 0,
  flex: '2 1 20rem',
  minWidth: 0,
  // Chartist draws to the container's size; the height is ours, in rem so it follows the zoom.
  height: '18rem',
  color: vars.color.text,
});

export const tableRegion = style({
  flex: '1 1 14rem',
  minWidth: 0,
  maxWidth: '100%',
  overflowX: 'auto',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

export const table = style({
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});
export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.bold,
  paddingBlockEnd: vars.space.xs,
});
export const headerCell = style({
  textAlign: 'start',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderBlockEnd: `2px solid ${vars.color.border}`,
});
export const cell = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const numberCell = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]);

/*
 * Chartist's own stylesheet is not loaded: it paints with fixed greys and a palette of its own,
 * which would ignore the colour schemes. These rules are the few it needs, on our tokens.
 */
globalStyle(`${figure} svg`, { display: 'block', overflow: 'visible' });
globalStyle(`${figure} .ct-label`, {
  display: 'flex',
  color: vars.color.text,
  fill: vars.color.text,
  fontSize: vars.font.size.xs,
  lineHeight: 1,
});
globalStyle(`${figure} .ct-label.ct-horizontal.ct-end`, {
  alignItems: 'flex-start',
  justifyContent: 'center',
  textAlign: 'center',
});
globalStyle(`${figure} .ct-label.ct-vertical.ct-start`, {
  alignItems: 'flex-end',
  justifyContent: 'flex-end',
  textAlign: 'end',
});
// On its side (BarChart.tsx), a category's label is centred on its row and wraps, even within a word.
globalStyle(`${figure}[data-layout="rows"] .ct-label.ct-vertical.ct-start`, {
  alignItems: 'center',
  overflowWrap: 'anywhere',
});
globalStyle(`${figure} .ct-grid`, {
  stroke: vars.color.border,
  strokeWidth: '1px',
  strokeDasharray: '2px',
});
// No stroke-width here: the component sets it per render from the room each category has.
globalStyle(`${figure} .ct-bar`, { fill: 'none' });
globalStyle(`${figure} .ct-bar-value`, {
  fill: vars.color.text,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
});

/** One token colour per series, in order; each keeps 3:1 against the background in every scheme. */
export const seriesColours = [
  vars.color.primary,
  vars.color.successText,
  vars.color.warningText,
  vars.color.dangerText,
  vars.color.infoText,
  vars.color.text,
] as const;
const seriesLetters = 'abcdef';
seriesColours.forEach((colour, index) => {
  globalStyle(`${figure} .ct-series-${seriesLetters[index]} .ct-bar`, { stroke: colour });
});

/** The swatch beside a series' name in the table, so the table doubles as the legend. */
export const swatch = style({
  display: 'inline-block',
  width: '0.75rem',
  height: '0.75rem',
  marginInlineEnd: vars.space.xs,
  verticalAlign: 'middle',
  borderRadius: vars.radius.sm,
});
export const swatchColours = seriesColours.map((colour) =>
  style([swatch, { backgroundColor: colour }]),
);
