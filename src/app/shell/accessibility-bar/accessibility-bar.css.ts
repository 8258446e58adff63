import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system';
import { pageColumn } from '../page-frame.css';

/** Below this width the bar's secondary actions fold behind its compact menu toggle. */
const narrow = 'screen and (max-width: 47.99em)';

export const bar = style({
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The top bar's row on the page's column: accessibility at the start, the language at the end. */
export const layout = style([
  pageColumn,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    paddingBlock: vars.space.xxs,
  },
]);

/**
 * The toggle, then the secondary actions; the panel opens beneath them (`order`), though it
 * follows its toggle in the tab order.
 */
export const accessibility = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `0 ${vars.space.sm}`,
});

export const toggle = style({ flexShrink: 0 });

/** A phone: the bar's two buttons and the language fit one line only with slimmer sides. */
const phone = 'screen and (max-width: 29.99em)';

export const secondary = style({
  flex: '1 1 auto',
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
  order: 1,
  flexBasis: '100%',
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

// On a phone the toggle, "Mais opções" and the language share one line (issue 39: a second line
// of the top bar pushed the first result below 400 px): the buttons' sides are slimmer there.
// `button.<class>` outranks the design system's Button, whose stylesheet may load later.
globalStyle(`button${toggle}, button${mobileMenuToggle}`, {
  '@media': { [phone]: { paddingInline: vars.space.xs } },
});
