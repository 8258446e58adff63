import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const form = style({ maxWidth: '40rem' });

export const plain = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** Who wrote it and when: one line above the text, the status badge at its end. */
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const author = style({ fontWeight: vars.font.weight.bold, color: vars.color.text });

/**
 * The patron's own words: their line breaks kept, and a long unbroken run (a pasted address)
 * wraps instead of widening the page.
 */
export const text = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

/** Where focus goes after a delete removes the button that had it (announced by its alert). */
export const outcome = style({ outline: 'none' });

/** A title's own comments inside its record: one under the other, a rule between them. */
export const commentList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const commentItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
});

/** The comment quoted in the delete confirmation. */
export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.border}`,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const recordTitle = style({ margin: 0 });

/** A record's own comments under its compact line, across every column of the row. */
export const recordComments = style({ gridColumn: '1 / -1' });
