import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const details = style({ flex: '1 1 16rem', minWidth: 0 });

export const meta = style({ margin: 0, color: vars.color.textMuted });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const hint = style({ margin: 0, color: vars.color.textMuted });

export const printView = style({});

export const references = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const referenceDetails = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.text });

/*
 * The print stylesheet: while the print view is on the page, printing shows only it (the
 * references), not the shell, the list's buttons or the forms. Scoped with :has, so printing any
 * other page after visiting the basket is unaffected.
 */
globalStyle(`html:has(${printView}) body *`, {
  '@media': { print: { visibility: 'hidden' } },
});
globalStyle(`html:has(${printView}) ${printView}, html:has(${printView}) ${printView} *`, {
  '@media': { print: { visibility: 'visible' } },
});
globalStyle(`${printView}`, {
  '@media': {
    print: { position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, width: '100%' },
  },
});
globalStyle(`${printView} [data-print-hidden]`, {
  '@media': { print: { display: 'none' } },
});
