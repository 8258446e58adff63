import { style } from '@vanilla-extract/css';

/**
 * The clip technique alone (as Bootstrap's `.visually-hidden`), without `clip-path: inset(50%)`:
 * the IBM Equal Access engine takes text hidden by a clip path for text hidden from assistive
 * technology, so a label whose words are visually hidden this way counts as empty
 * (label_content_exists), though browsers expose it. `clip` hides it the same in every browser.
 */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
