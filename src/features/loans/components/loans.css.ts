import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  paddingBlockEnd: vars.space.sm,
});

export const navCurrent = style({ fontWeight: vars.font.weight.bold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const itemTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const flags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space.xs,
  margin: 0,
});

globalStyle(`${details} dt`, { fontSize: vars.font.size.sm, color: vars.color.textMuted });
globalStyle(`${details} dd`, { margin: 0 });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const renewalOption = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const token = style({
  margin: 0,
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.size.xxxl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.2em',
});

export const tokenBody = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
});

export const qr = style({
  width: '10rem',
  height: '10rem',
  // The code stays dark on light in every colour scheme: scanners need that contrast.
  background: '#ffffff',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
});

export const printView = style({});

/**
 * The print stylesheet: while the receipt is on the page, printing shows only it, not the
 * shell or the buttons. Scoped with :has, so printing other pages afterwards is unaffected
 * (the basket's print view works the same way).
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
