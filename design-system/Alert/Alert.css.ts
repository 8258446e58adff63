import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

/** Shared by inline alerts and toasts. */
export const notice = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: '1px solid',
    borderInlineStartWidth: '0.375rem',
    color: vars.color.text,
    minWidth: 0,
  },
  variants: {
    tone: {
      info: { backgroundColor: vars.color.infoSubtle, borderColor: vars.color.infoText },
      success: { backgroundColor: vars.color.successSubtle, borderColor: vars.color.successText },
      warning: { backgroundColor: vars.color.warningSubtle, borderColor: vars.color.warningText },
      danger: { backgroundColor: vars.color.dangerSubtle, borderColor: vars.color.dangerText },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = recipe({
  base: { marginTop: '0.125rem' },
  variants: {
    tone: {
      info: { color: vars.color.infoText },
      success: { color: vars.color.successText },
      warning: { color: vars.color.warningText },
      danger: { color: vars.color.dangerText },
    },
  },
});

export const content = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
export const title = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
});
export const description = style({ margin: 0 });
export const dismiss = style({
  marginBlock: `calc(-1 * ${vars.space.sm})`,
  marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
  color: vars.color.text,
});
