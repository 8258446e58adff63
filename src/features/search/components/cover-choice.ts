import { checkedAddress } from '../../../lib/urls/safe-url';
import type { FetchedCover } from './cover-batches';

// Only image types: an <img> never runs what it shows, and the CSP allows data: images.
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)[;,]/i;

/**
 * An address from the server that may become an image source: what the safe-URL helper
 * accepts (http(s), this site) or an inline image (the default image may be a `data:` URI, as
 * the contract allows). Anything else gives null.
 */
export function imageAddress(raw: string | null | undefined): string | null {
  const text = raw?.trim();
  if (!text) return null;
  return checkedAddress(text) ?? (DATA_IMAGE.test(text) ? text : null);
}

/**
 * The image a result shows, in order of preference: the cover `GET /vinculos/imagem` gave, the
 * record's own `link_capa`, then the default image; an address that failed to load (`broken`)
 * is passed over. While the cover call is pending the record's own cover shows if it has one,
 * else nothing (the box keeps its size), so the default image never flashes before a real
 * cover. Null: no image at all, the empty box.
 */
export function chooseCover({
  fetched,
  own,
  fallback,
  broken,
}: {
  fetched: FetchedCover;
  own: string | null | undefined;
  fallback: string | null | undefined;
  broken: ReadonlySet<string>;
}): string | null {
  const usable = (raw: string | null | undefined) => {
    const address = imageAddress(raw);
    return address && !broken.has(address) ? address : null;
  };
  if (fetched.status === 'pending') return usable(own);
  return usable(fetched.url) ?? usable(own) ?? usable(fallback);
}
