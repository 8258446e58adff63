import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system';
import * as search from './search.css';

/** A phone (the search pages' one breakpoint): a record's body column beside the cover would be a few words wide. */
const narrow = search.phone;

/** A listing's frame (results-section.tsx): heading, count and controls evenly spaced. */
export const section = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });

export const status = style({ margin: 0 });

/** The count and the listing's controls on one line; they wrap under it when it is full. */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
});

globalStyle(`${bar} > ${status}`, { flex: '1 1 10rem' });

// The phone's "filters and sorting" panel, once open, takes the whole width under the count.
globalStyle(`${bar} > [data-open]`, { flexBasis: '100%' });

/**
 * A heading out of sight (its listing's count stands in its place) until a new page focuses it;
 * then it takes its line, so a keyboard user sees where the focus went.
 */
export const headingUntilFocused = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  selectors: {
    '&:focus': {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clipPath: 'none',
      whiteSpace: 'normal',
    },
  },
});

/** The listing's h2 on one line on a phone ("Resultados da pesquisa"). */
export const heading = style({
  '@media': { [narrow]: { fontSize: vars.font.size.xl } },
});

/**
 * A detailed record on a phone: a smaller cover with the title beside it, and the facts,
 * badges and actions under both at the full width of the card.
 */
export const record = style({
  '@media': {
    [narrow]: {
      selectors: {
        '&&': {
          gridTemplateColumns: `auto 3.5rem minmax(0, 1fr)`,
          rowGap: vars.space.sm,
          alignItems: 'start',
        },
      },
    },
  },
});

// The body's own box goes, so its children take the record's grid rows.
export const body = style({
  '@media': { [narrow]: { selectors: { '&&': { display: 'contents' } } } },
});

globalStyle(`${body} > *`, { '@media': { [narrow]: { gridColumn: '2 / -1' } } });

globalStyle(`${body} > h3`, { '@media': { [narrow]: { gridColumn: '3', alignSelf: 'center' } } });

globalStyle(`${record} > ${search.cover}`, {
  '@media': { [narrow]: { width: '3.5rem', height: '5.25rem' } },
});
