import { style } from '@vanilla-extract/css';
import { vars } from '../../../../../design-system';

export const entries = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const entry = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const count = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const networkForm = style({ display: 'grid', gap: vars.space.md });

export const records = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const record = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

// The record's title opens its dialog: it reads as a title, wraps like one, and starts flush.
export const titleButton = style({
  textAlign: 'start',
  whiteSpace: 'normal',
  height: 'auto',
  paddingInline: 0,
  fontSize: 'inherit',
  fontWeight: 'inherit',
});

export const details = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const detailRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 12rem) minmax(0, 1fr)',
  gap: vars.space.md,
});

export const detailTerm = style({ fontWeight: 600 });
export const detailValue = style({ margin: 0 });

// The lookups of a guide's form side by side while they fit, one under the other on a phone.
export const lookupRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});
