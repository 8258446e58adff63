import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../design-system';

/**
 * The tag and the two indicators are a few characters each: fixed narrow columns, so the data
 * column takes the rest of the width. In the automatic layout their headers' widths and padding
 * left the data about 130 px on a phone (issue 39); now it has the width less 8 rem.
 */
export const marcTable = style({ tableLayout: 'fixed' });

const nth = (column: number) => `${marcTable} tr > :nth-child(${column})`;
const codes = `${nth(1)}, ${nth(2)}, ${nth(3)}`;

globalStyle(codes, {
  paddingInline: vars.space.xs,
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.size.sm,
  overflowWrap: 'normal',
  hyphens: 'manual',
});
// The headers keep the text's font; "Ind. 1" wraps after "Ind." where it must.
globalStyle(`${marcTable} th[scope="col"]`, { fontFamily: 'inherit' });
globalStyle(`${marcTable} thead ${nth(1)}`, { width: '3.5rem' });
globalStyle(`${marcTable} thead ${nth(2)}, ${marcTable} thead ${nth(3)}`, { width: '2.25rem' });
// On a phone the data's own padding gives back a few characters a line.
globalStyle(nth(4), {
  '@media': { 'screen and (max-width: 29.99em)': { paddingInline: vars.space.sm } },
});
