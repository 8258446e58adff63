import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.bold,
  paddingBlockEnd: vars.space.xs,
});

export const headerCell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
  backgroundColor: vars.color.surface,
  borderBottom: `2px solid ${vars.color.borderInput}`,
  // A long one-word header ("Disponibilidade") wraps too, hyphenated where the browser knows
  // the page's language: at 320 px four such columns were 118 px wider than the page.
  overflowWrap: 'anywhere',
  hyphens: 'auto',
});

export const row = style({ borderBottom: `1px solid ${vars.color.border}` });

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  verticalAlign: 'top',
  // Long values (a MARC field's subfields) wrap inside their cell: the table never makes the
  // page scroll sideways at 320 px (WCAG 1.4.10).
  overflowWrap: 'anywhere',
});

/** Row headers read as the row's name, not as column headers: normal weight, like the data. */
export const rowHeader = style([cell, { fontWeight: 'inherit' }]);

export const end = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
