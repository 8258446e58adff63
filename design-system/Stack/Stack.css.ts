import { style } from '@vanilla-extract/css';

/** A column; its children may shrink below their content's width instead of overflowing it. */
export const stack = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
