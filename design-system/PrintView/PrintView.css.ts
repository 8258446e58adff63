import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const printView = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/*
 * The print stylesheet: while a print view is on the page, paper shows only it, not the shell,
 * the page's other controls or the view's own buttons. Scoped with :has, so printing another page
 * after closing the view is unaffected.
 */
globalStyle(`html:has(${printView}) body *`, {
  '@media': { print: { visibility: 'hidden' } },
});
globalStyle(`html:has(${printView}) ${printView}, html:has(${printView}) ${printView} *`, {
  '@media': { print: { visibility: 'visible' } },
});
globalStyle(`${printView}`, {
  '@media': {
    print: { position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, width: '100%' },
  },
});
globalStyle(`${actions}`, { '@media': { print: { display: 'none' } } });
