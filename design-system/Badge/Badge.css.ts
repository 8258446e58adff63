import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    border: '1px solid currentColor',
    maxWidth: '100%',
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.surface, color: vars.color.text },
      info: { backgroundColor: vars.color.infoSubtle, color: vars.color.infoText },
      success: { backgroundColor: vars.color.successSubtle, color: vars.color.successText },
      warning: { backgroundColor: vars.color.warningSubtle, color: vars.color.warningText },
      danger: { backgroundColor: vars.color.dangerSubtle, color: vars.color.dangerText },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
