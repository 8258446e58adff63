import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const searchField = style({});
export const searchIcon = style({ marginInlineStart: vars.space.md, color: vars.color.textMuted });
export const clear = style({});

globalStyle(`${searchField}[data-empty] ${clear}`, { visibility: 'hidden' });
globalStyle(
  `${searchField} input::-webkit-search-cancel-button, ${searchField} input::-webkit-search-decoration`,
  {
    WebkitAppearance: 'none',
  },
);
