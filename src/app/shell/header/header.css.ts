import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system';
import { pageColumn } from '../page-frame.css';

/** Below this width the actions fold behind the menu button. */
const narrow = 'screen and (max-width: 47.99em)';

export const header = style({
  background: vars.color.background,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style([
  pageColumn,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.md,
    paddingBlock: vars.space.sm,
  },
]);

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  flexGrow: 1,
  // On a phone the menu button stays on the brand's line (the title wraps instead), so the
  // header is one row, not two, above the page.
  '@media': { [narrow]: { flexBasis: 0 } },
});

export const homeLink = style({ display: 'inline-flex', flexShrink: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  '@media': { [narrow]: { fontSize: vars.font.size.md } },
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const menuButton = style({
  display: 'none',
  '@media': { [narrow]: { display: 'inline-flex' } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [narrow]: {
      display: 'none',
      flexBasis: '100%',
      flexDirection: 'column',
      alignItems: 'stretch',
      selectors: { '&[data-open]': { display: 'flex' } },
    },
  },
});

export const greeting = style({ fontWeight: vars.font.weight.medium });

/** A link that reads as a button: the main way in for a visitor. */
export const loginLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: vars.space.lg,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  textDecoration: 'none',
});

export const basketLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});
