import { style } from '@vanilla-extract/css';

/** A row that wraps onto more lines rather than overflowing a narrow screen. */
export const cluster = style({ display: 'flex', flexWrap: 'wrap', minWidth: 0 });
