import { style } from '@vanilla-extract/css';

export const icon = style({
  width: '1.25em',
  height: '1.25em',
  flexShrink: 0,
  verticalAlign: 'middle',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  // Windows high-contrast mode repaints currentColor; keep the glyph visible.
  '@media': { '(forced-colors: active)': { stroke: 'CanvasText' } },
});
