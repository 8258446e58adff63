import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const greeting = style({ margin: 0, color: vars.color.textMuted });

export const attentionList = style({
  listStyle: 'none',
  margin: 0,
  marginBlockStart: vars.space.sm,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/**
 * One thing to act on: a thick start edge and tinted background in its tone; the icon and the
 * words ("em atraso") say the same for whoever does not see the colour.
 */
export const attentionItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '0.375rem',
  selectors: {
    '&[data-tone="danger"]': {
      background: vars.color.dangerSubtle,
      color: vars.color.dangerText,
      borderColor: vars.color.dangerText,
    },
    '&[data-tone="warning"]': {
      background: vars.color.warningSubtle,
      color: vars.color.warningText,
      borderColor: vars.color.warningText,
    },
  },
});

export const attentionIcon = style({ marginBlockStart: '0.125rem' });

/** The count and what it counts, the item's link: bold, in the item's own (contrasting) colour. */
export const attentionHeadline = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  color: 'inherit',
  selectors: { '[data-tone="danger"] &': { fontSize: vars.font.size.lg } },
});

export const attentionDetail = style({ margin: 0, color: vars.color.text });

export const attentionStatus = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  marginBlockStart: vars.space.sm,
});

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
});

/** A count card kept small: four fit a row on a desktop, two on a phone. */
export const countCard = style({
  padding: vars.space.md,
  gap: vars.space.xs,
  boxShadow: 'none',
});

export const count = style({
  display: 'inline-block',
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const countDetail = style({ margin: 0, fontSize: vars.font.size.sm });

export const failure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
