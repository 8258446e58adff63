import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system';

const narrow = 'screen and (max-width: 48rem)';

export const area = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(14rem, 18rem) 1fr',
  gap: vars.space.lg,
  alignItems: 'start',
  selectors: {
    '&[data-menu-open="false"]': { gridTemplateColumns: 'auto 1fr' },
  },
  '@media': { [narrow]: { gridTemplateColumns: '1fr' } },
});

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/** The collapse control sits at the top of the list, as wide as its label (not the menu). */
export const collapseControl = style({ alignSelf: 'flex-start' });

/** The collapse button is a desktop control; the open/close button is the mobile one. */
export const desktopOnly = style({ '@media': { [narrow]: { display: 'none' } } });
export const mobileOnly = style({ display: 'none', '@media': { [narrow]: { display: 'flex' } } });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  '@media': {
    [narrow]: {
      selectors: { '[data-mobile-open="false"] &': { display: 'none' } },
    },
  },
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.highlight },
    '&[aria-current="page"]': {
      background: vars.color.selected,
      color: vars.color.onSelected,
      fontWeight: vars.font.weight.bold,
    },
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

/** A group's name (e.g. Acquisition) above its entries, which are indented under it. */
export const groupLabel = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.bold,
});

export const groupList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  paddingInlineStart: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  '@media': {
    'screen and (min-width: 48.0625rem)': {
      selectors: { '[data-menu-open="false"] &': { paddingInlineStart: 0 } },
    },
  },
});

/** Collapsed on a wide screen: icons only, the names stay for assistive technology. */
export const collapsedLabel = style({
  '@media': {
    'screen and (min-width: 48.0625rem)': {
      selectors: {
        '[data-menu-open="false"] &': {
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
        },
      },
    },
  },
});

export const content = style({ minWidth: 0 });
