import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../styles/focus';
import { vars } from '../tokens/contract.css';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    maxWidth: '100%',
    border: '2px solid transparent',
    borderRadius: vars.radius.md,
    font: 'inherit',
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: 'background-color 120ms, transform 80ms',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-pressed]': { transform: 'translateY(1px)' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
    '@media': { '(forced-colors: active)': { borderColor: 'ButtonText' } },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.primaryHover },
        },
      },
      secondary: {
        backgroundColor: vars.color.background,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: {
          '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.highlight },
        },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.onDanger,
        selectors: {
          '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.dangerHover },
        },
      },
      quiet: {
        backgroundColor: 'transparent',
        color: vars.color.primary,
        selectors: {
          '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.highlight },
        },
      },
      link: {
        backgroundColor: 'transparent',
        color: vars.color.link,
        border: 'none',
        padding: 0,
        minHeight: 'auto',
        textDecoration: 'underline',
        fontWeight: vars.font.weight.regular,
        selectors: { '&[data-hovered]': { textDecorationThickness: '2px' } },
      },
    },
    size: {
      sm: {
        minHeight: '2rem',
        padding: `${vars.space.xs} ${vars.space.md}`,
        fontSize: vars.font.size.sm,
      },
      md: {
        minHeight: vars.target.comfortable,
        padding: `${vars.space.sm} ${vars.space.lg}`,
        fontSize: vars.font.size.md,
      },
      lg: {
        minHeight: '3.25rem',
        padding: `${vars.space.md} ${vars.space.xl}`,
        fontSize: vars.font.size.lg,
      },
    },
    iconOnly: {
      true: { padding: vars.space.sm, aspectRatio: '1', minWidth: vars.target.comfortable },
      false: {},
    },
  },
  compoundVariants: [
    { variants: { variant: 'link', size: 'md' }, style: { minHeight: 'auto', padding: 0 } },
  ],
  defaultVariants: { variant: 'primary', size: 'md', iconOnly: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** Keeps the label's width while the spinner sits on top of it. */
export const pendingLabel = style({
  visibility: 'hidden',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const pendingSpinner = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
