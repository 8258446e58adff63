import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const form = style({ maxWidth: '44rem' });

/**
 * Groups of fields: two columns where there is room, one on a phone. Every group uses the same
 * columns, so the form reads as one grid; fields start at the top of their row so a hint under
 * one input does not push its neighbour's label down.
 */
export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  alignItems: 'start',
  // Two columns on a phone too (issue 39: one field a row made the page 2.6 screens tall):
  // short values (a CEP, a date, a choice) fit half a phone's width; long ones are `wideField`.
  '@media': { 'screen and (max-width: 20rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** A field whose value is long (a street, a complement): the whole row on a phone. */
export const wideField = style({
  '@media': { 'screen and (max-width: 36rem)': { gridColumn: '1 / -1' } },
});

/*
 * Text inputs, the browser's date field and the select buttons had each their own height (the
 * date field's spin box and the select's icon made them taller): one height for every control
 * of a row.
 */
globalStyle(`${fields} input, ${fields} button`, {
  boxSizing: 'border-box',
  blockSize: vars.target.comfortable,
});

export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const legend = style({
  // Floated, a legend is laid out as the fieldset's first item: as the fieldset's "rendered
  // legend" it straddled the (absent) top border and overlapped the text above the form.
  float: 'left',
  width: '100%',
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
});

export const plain = style({ margin: 0 });

export const narrow = style({ maxWidth: '28rem' });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});
