import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '60rem',
});

export const plain = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** Institution HTML keeps its own paragraphs; only the outer margins are ours. */
export const notice = style({});
globalStyle(`${notice} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${notice} > :last-child`, { marginBlockEnd: 0 });

export const campusChooser = style({ maxWidth: '24rem' });

export const dayCell = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** Today's row stands out in bold besides its "Today" badge (never colour alone). */
export const today = style({ fontWeight: vars.font.weight.bold });

export const eventList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const eventItem = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
