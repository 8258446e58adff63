import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system';

/** A phone: the label column would leave the values a sliver, so each label stands above. */
const narrow = 'screen and (max-width: 30em)';

export const layout = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xl,
  alignItems: 'flex-start',
});

// The box is sized before the image arrives (a book's 2:3 until the image's own ratio is known),
// so the record's fields beside it do not move when it loads (Lighthouse measured a 0.14 shift).
export const cover = style({
  width: '10rem',
  maxWidth: '40vw',
  height: 'auto',
  aspectRatio: 'auto 2 / 3',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const fields = style({
  flex: '1 1 20rem',
  minWidth: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space.none } },
});

export const term = style({ fontWeight: vars.font.weight.bold });

export const definition = style({
  margin: 0,
  overflowWrap: 'anywhere',
  '@media': { [narrow]: { marginBlockEnd: vars.space.sm } },
});

export const plainList = style({ margin: 0, paddingLeft: vars.space.lg });
