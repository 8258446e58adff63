import { style } from '@vanilla-extract/css';
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

export const itemTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const flags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

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
