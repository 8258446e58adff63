import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system';

export const materialType = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const swatch = style({
  display: 'inline-block',
  flex: 'none',
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.full,
  // The outline keeps the dot visible whatever its colour against the scheme's background.
  border: `1px solid ${vars.color.text}`,
});

export const extras = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.xl,
});

export const extra = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
});

export const reference = style({ margin: 0, overflowWrap: 'anywhere' });

export const address = style({
  margin: 0,
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const linkList = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const statisticsTotal = style({ margin: 0 });
