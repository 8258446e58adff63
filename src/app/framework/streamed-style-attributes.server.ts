import { createHash } from 'node:crypto';

/**
 * The `style` attributes React writes into the markup (react-aria's visually hidden inputs and
 * live regions). deploy/server hashes the ones of each finished page into its policy; a streamed
 * page's headers leave before its markup exists, so the policy lists the fixed declarations
 * react-aria renders instead, by hash with `'unsafe-hashes'`: those exact texts and no others.
 */
const styleAttributes = [
  'border:0;clip:rect(0 0 0 0);clip-path:inset(50%);height:1px;margin:-1px;overflow:hidden;padding:0;position:absolute;width:1px;white-space:nowrap',
];

export const streamedStyleAttributeHashes = styleAttributes.map(
  (text) => `sha256-${createHash('sha256').update(text).digest('base64')}`,
);
