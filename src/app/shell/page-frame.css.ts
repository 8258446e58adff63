import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system';

/**
 * The page's one column, set once here (issue 39: margins differed, 28 px on home, 16 px on a
 * title): the top bar, the header, every page's main content and the footer line up on it. A
 * page keeps to it and adds no side padding or max-width of its own.
 */
export const pageMaxWidth = '80rem';
const gutter = vars.space.lg;
const gutterWide = vars.space.xl;
const wide = 'screen and (min-width: 48em)';

/** A box that is the column: centred, at most the page's width, the gutter inside its edges. */
export const pageColumn = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: pageMaxWidth,
  marginInline: 'auto',
  paddingInline: gutter,
  '@media': { [wide]: { paddingInline: gutterWide } },
});

/** The side padding that puts a full-width band's content (the footer's) on the column. */
const bandPadding = (side: string) => `calc(max(0px, (100% - ${pageMaxWidth}) / 2) + ${side})`;

/** A full-width band (its background edge to edge) whose content sits on the column. */
export const pageBand = style({
  boxSizing: 'border-box',
  paddingInline: bandPadding(gutter),
  '@media': { [wide]: { paddingInline: bandPadding(gutterWide) } },
});
