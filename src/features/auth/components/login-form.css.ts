import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system';

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '28rem',
});

/** "OU" between the institutional login and the password form, with rules either side. */
export const separator = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  '::before': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
  '::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
});

export const notice = style({ whiteSpace: 'pre-line' });

/** The back arrow of a two-step login, with the username chosen in step 1 beside it. */
export const stepBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const chosenUser = style({ margin: 0, overflowWrap: 'anywhere' });

/** The username's owner, under the chosen username on the password step. */
export const personGreeting = style({ margin: 0, flexBasis: '100%', overflowWrap: 'anywhere' });
