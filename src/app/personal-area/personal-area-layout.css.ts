import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system';

/** The header's breakpoint (header.css.ts): below it the header's Menu button opens this menu. */
const narrow = 'screen and (max-width: 47.99em)';
const wide = 'screen and (min-width: 48em)';

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
  // On a phone the menu shows only once the header's Menu button opens it.
  '@media': { [narrow]: { selectors: { '[data-mobile-open="false"] &': { display: 'none' } } } },
});

/** The collapse control sits at the top of the list, as wide as its label (not the menu). */
export const collapseControl = style({ alignSelf: 'flex-start' });

/** The collapse button is a desktop control; on a phone the header's Menu button opens the menu. */
export const desktopOnly = style({ '@media': { [narrow]: { display: 'none' } } });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  // 32 entries: a slim row each keeps the whole menu within about a screen on a desktop, still
  // above WCAG 2.5.8's 24 px target.
  minHeight: vars.target.minimum,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
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

/** A section after the home: a rule above it, so the sections stay apart when collapsed too. */
export const section = style({
  marginBlockStart: vars.space.xs,
  paddingBlockStart: vars.space.xs,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

/** A section's name (e.g. Circulation) above its entries. */
export const sectionLabel = style({
  display: 'block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  '@media': {
    [wide]: { selectors: { '[data-menu-open="false"] &': { padding: 0 } } },
  },
});

export const sectionList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

/** Collapsed on a wide screen: icons only, the names stay for assistive technology. */
export const collapsedLabel = style({
  '@media': {
    [wide]: {
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
