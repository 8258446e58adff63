import { imageAddress, type SafeImageSrc } from '../../../lib/urls/safe-url';
import type { FetchedCover } from './cover-batches';

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
}): SafeImageSrc | null {
  const usable = (raw: string | null | undefined) => {
    const address = imageAddress(raw);
    return address && !broken.has(address) ? address : null;
  };
  if (fetched.status === 'pending') return usable(own);
  return usable(fetched.url) ?? usable(own) ?? usable(fallback);
}
