import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system';

/** Below this width the bar's secondary actions fold behind its compact menu toggle. */
const narrow = 'screen and (max-width: 47.99em)';

export const bar = style({
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** Toggle and secondary actions share the top row; the panel opens beneath them. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gridTemplateAreas: '"toggle secondary" "panel panel"',
  alignItems: 'center',
  gap: `0 ${vars.space.sm}`,
  maxWidth: '80rem',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xxs,
});

export const toggle = style({ gridArea: 'toggle', justifySelf: 'start' });

export const secondary = style({
  gridArea: 'secondary',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** Off-screen until focused: the first Tab on any page lands here. */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: '-100vh',
  zIndex: vars.z.tooltip,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderRadius: vars.radius.md,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'underline',
  selectors: {
    '&:focus': {
      insetBlockStart: vars.space.sm,
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

export const mobileMenuToggle = style({
  display: 'none',
  '@media': { [narrow]: { display: 'inline-flex' } },
});

export const more = style({
  display: 'flex',
  gap: vars.space.sm,
  '@media': {
    [narrow]: {
      display: 'none',
      flexBasis: '100%',
      justifyContent: 'flex-end',
      selectors: { '&[data-open]': { display: 'flex' } },
    },
  },
});

export const panel = style({
  gridArea: 'panel',
  paddingBlock: vars.space.md,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: `${vars.space.md} ${vars.space.xl}`,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const selectField = style({ minWidth: '12rem' });

export const switches = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const hint = style({
  margin: 0,
  maxWidth: '24rem',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
