import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus';
import { vars } from '../tokens/contract.css';

/** Where a record stops being a card and becomes a row (the sprinkles' `tablet`). */
const wide = 'screen and (min-width: 48em)';
const narrow = 'not all and (min-width: 48em)';

/*
 * One grid for the whole list so that, on a wide screen, every row's title, facts, status and
 * actions line up in columns: each item is a subgrid of it. Without subgrid support an item
 * falls back to the same template of its own (columns then align only as far as content allows).
 */
const rowColumns = 'minmax(0, 2fr) minmax(0, 2fr) auto auto auto';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  '@media': { [wide]: { gridTemplateColumns: rowColumns, columnGap: vars.space.md } },
});

export const item = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
});

/*
 * A compact record: on a phone a card of two or three lines (title and status; short facts;
 * actions and the details toggle), on a wide screen one row. The empty tracks of a missing slot
 * take no room: row gaps are margins on the slots that are there.
 */
export const compact = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  // The plain item's gap would also fall between the empty tracks of missing slots (five of
  // them on a card with no description or outcome): 40 px of nothing a card on a phone.
  rowGap: 0,
  columnGap: vars.space.sm,
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.md}`,
  '@media': {
    [wide]: {
      gridTemplateColumns: [rowColumns, 'subgrid'],
      columnGap: vars.space.md,
    },
  },
});

/** A compact record without details: on a phone its actions take the whole line. */
export const noDetails = style({});

export const title = style({
  gridRow: 1,
  gridColumn: 1,
  minWidth: 0,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const status = style({
  gridRow: 1,
  gridColumn: 2,
  justifySelf: 'end',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  '@media': { [wide]: { gridColumn: 3, justifySelf: 'start' } },
});

export const meta = style({
  gridRow: 2,
  gridColumn: '1 / -1',
  minWidth: 0,
  marginTop: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
  '@media': { [wide]: { gridRow: 1, gridColumn: 2, marginTop: 0 } },
});

/** The facts of `meta` when given as a list: one line, separated by a middle dot. */
export const metaList = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
});

export const metaFact = style({
  // Drawn, not read: the alternative text after the slash is empty.
  selectors: { '& + &::before': { content: '"·" / ""', marginInlineEnd: vars.space.sm } },
});

export const description = style({
  gridRow: 3,
  gridColumn: '1 / -1',
  minWidth: 0,
  marginTop: vars.space.xs,
  overflowWrap: 'anywhere',
  '@media': { [wide]: { gridRow: 2 } },
});

/** Holds the actions, the toggle and the panel; lays them out in the item's own grid. */
export const footer = style({ display: 'contents' });

export const actions = style({
  gridRow: 4,
  gridColumn: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
  '@media': {
    [wide]: { gridRow: 1, gridColumn: 4, marginTop: 0 },
    [narrow]: { selectors: { [`${noDetails} &`]: { gridColumn: '1 / -1' } } },
  },
});

/** Whatever an action said back (a new due date, a refusal): under the record, full width. */
export const outcome = style({
  gridRow: 5,
  gridColumn: '1 / -1',
  marginTop: vars.space.xs,
  fontSize: vars.font.size.sm,
  selectors: { '&:empty': { marginTop: 0 } },
  '@media': { [wide]: { gridRow: 3 } },
});

export const toggle = style({
  gridRow: 4,
  gridColumn: 2,
  justifySelf: 'end',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.target.comfortable,
  marginTop: vars.space.xs,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.link,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  textDecoration: 'underline',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.highlight },
    '&[data-focus-visible]': focusRing,
  },
  '@media': { [wide]: { gridRow: 1, gridColumn: 5, marginTop: 0 } },
});

export const chevron = style({ transition: 'transform 150ms', flexShrink: 0 });

export const panel = style({
  gridRow: 6,
  gridColumn: '1 / -1',
  minWidth: 0,
  overflowWrap: 'anywhere',
  selectors: { '&[data-expanded]': { marginTop: vars.space.sm } },
  '@media': { [wide]: { gridRow: 4 } },
});

/**
 * What needs the patron: a thick start edge whose style differs as well as its colour, always
 * with a status text saying why (colour alone carries nothing).
 */
export const emphasis = styleVariants({
  attention: {
    borderColor: vars.color.dangerText,
    borderWidth: '2px',
    borderInlineStartWidth: '0.375rem',
  },
  ready: {
    borderColor: vars.color.successText,
    borderWidth: '2px',
    borderInlineStartWidth: '0.375rem',
    borderInlineStartStyle: 'double',
  },
  info: {
    borderInlineStartColor: vars.color.infoText,
    borderInlineStartWidth: '0.375rem',
  },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const empty = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
});

export const emptyText = style({ margin: 0 });
