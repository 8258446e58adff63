import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system';

/** A phone: every row between the header and the first result counts (results-layout too). */
export const phone = 'screen and (max-width: 29.99em)';

// The width and side margins are the shell's one page column (src/app/shell/page-frame.css.ts):
// the page adds none of its own (issue 39: 28 px here against 16 px on a title).
export const page = style({
  display: 'grid',
  // One track no wider than the column: by default a grid item is as wide as its content's
  // narrowest layout, and the guides' tab row (nine tabs, 1,669 px) pushed the page sideways at
  // 320 px instead of scrolling inside its own frame.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  // On a phone its rows sit closer: the first result must show within the first 400 px.
  '@media': { [phone]: { gap: vars.space.sm } },
});

/** The page's h1: one line on a phone, so the search and its first results come sooner. */
export const pageTitle = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { 'screen and (max-width: 47.99em)': { fontSize: vars.font.size.xl } },
});

/** The search forms (simple, advanced, a guide's typed term): a grid, tighter on a phone. */
export const form = style({});

// As with the slim form below: the design system's Form sets its own display and gap, and its
// stylesheet can come again after this one. React Router links a route's stylesheet that a
// dynamic import also needs as `….css#`, so Vite's preload helper does not find it and appends
// its own copy at the end of the head once the code runs. On the framework server's home page
// the shell's sheet came again that way: the form's gap went from 8 to 16 px on a phone, and back
// when this sheet came again too (two layout shifts of 0.0115). `form.<class>` outranks its one
// class.
globalStyle(`form${form}`, {
  display: 'grid',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  '@media': { [phone]: { gap: vars.space.sm, paddingBlock: vars.space.sm } },
});

export const inlineRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.md,
});

export const grow = style({ flex: '1 1 18rem' });

/** The simple search: the field and its button on one line at any width (a phone's too). */
export const searchRow = style([inlineRow, { flexWrap: 'nowrap' }]);

export const searchField = style({ flex: '1 1 0', minWidth: 0 });

/**
 * The slim search above results: type, term, button and "refine" on one row from a tablet up;
 * on a phone the term keeps the type's row and the buttons wrap under them (two rows, not the
 * full form's five).
 */
export const slimForm = style({});

// The design system's Form is a column with large gaps, and its stylesheet can load after this
// one (it did in the production build: the slim row became a column with the type, the term
// and the buttons each on a line of their own). `form.<class>` outranks its single class.
globalStyle(`form${slimForm}`, {
  display: 'flex',
  flexDirection: 'row',
  flexWrap: 'wrap',
  alignItems: 'start',
  gap: vars.space.sm,
  maxWidth: 'none',
});

// One width for every type, so the row does not move when another is chosen.
export const slimType = style({ flex: '0 0 8rem' });

globalStyle(`${slimForm} > ${searchField}`, { flex: '1 1 12rem', maxWidth: '40rem' });

export const resultsLayout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 60rem)': { gridTemplateColumns: '16rem minmax(0, 1fr)' },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'end',
  gap: vars.space.md,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const record = style({
  display: 'grid',
  // Selection box, cover, body.
  gridTemplateColumns: 'auto 5rem minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const cover = style({
  width: '5rem',
  height: '7.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.skeleton,
});

export const recordBody = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });

export const recordTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const fact = style({ display: 'flex', gap: vars.space.xxs });

export const factTerm = style({ fontWeight: vars.font.weight.medium });

export const factValue = style({ margin: 0 });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const facets = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });

/** A facet value across the column: its label wraps, its count stays on the first line, right. */
export const facetOption = style({
  selectors: { '&&': { display: 'flex', width: '100%' } },
});

export const facetLabel = style({ flex: 1, minWidth: 0 });

export const facetCount = style({
  color: vars.color.textMuted,
  marginInlineStart: vars.space.sm,
  flexShrink: 0,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const homeContent = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
});

export const hours = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
});

export const hoursDay = style({ fontWeight: vars.font.weight.medium });
export const hoursTime = style({ margin: 0 });

export const suggestions = style({ display: 'grid', gap: vars.space.sm });

export const rowFieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const compactList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  borderTop: `1px solid ${vars.color.border}`,
});

export const compactRecord = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const compactBody = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
});

export const compactTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const recordSelect = style({ alignSelf: 'start', paddingTop: vars.space.xxs });

export const selectionBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBlockEnd: vars.space.sm,
});

export const links = style({ display: 'grid', gap: vars.space.xs });

export const linkList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const otherTitles = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const waitingList = style({ margin: 0, fontSize: vars.font.size.sm });

export const extrasStatus = style({
  display: 'grid',
  gap: vars.space.xs,
  marginBlockEnd: vars.space.sm,
});

export const quietLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const facetsColumn = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });

/** Display and sort atop the facets column, beside the list (or above it, on a tablet). */
export const columnControls = style({ display: 'grid', gap: vars.space.md });

/** "Select all" and "add to basket" on the count's line: no space of their own under it. */
export const selectionInBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

/** Display and sort at the top of the phone's "filters and sorting" panel. */
export const refineControls = style({
  display: 'grid',
  gap: vars.space.md,
  paddingBlockEnd: vars.space.md,
});

export const standards = style({
  display: 'grid',
  gap: vars.space.sm,
  marginBlockStart: vars.space.lg,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const standardsList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const standardsTitle = style({ marginInlineStart: vars.space.sm });

/**
 * "Skip to results": out of sight until focused, then it stands where it is in the reading
 * order (above the chosen filters), like the page's own skip link.
 */
export const skipToResults = style({
  position: 'absolute',
  insetInlineStart: '-100vw',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderRadius: vars.radius.md,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'underline',
  selectors: {
    '&:focus': {
      position: 'static',
      display: 'inline-block',
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

/** The list a "skip to results" lands on: focused as a starting point, not outlined as a control. */
export const resultsList = style({ selectors: { '&:focus': { outline: 'none' } } });
