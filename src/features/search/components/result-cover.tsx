import { useState } from 'react';
import type { FetchedCover } from './cover-batches';
import { chooseCover } from './cover-choice';
import * as styles from './search.css';

/**
 * The cover of a detailed result, in a box of fixed size whatever arrives (no layout shift):
 * empty while its cover is asked, then the cover, else the default image. An image that fails
 * to load falls back to the next choice (cover-choice.ts). Covers below the fold load lazily.
 */
export function ResultCover({
  fetchedStatus,
  fetchedUrl,
  own,
  fallback,
  isBelowTheFold,
}: {
  fetchedStatus: FetchedCover['status'];
  fetchedUrl: string | null;
  /** The record's own `link_capa`. */
  own: string | null | undefined;
  /** The default image (`GET /imagem-padrao`). */
  fallback: string | undefined;
  isBelowTheFold: boolean;
}) {
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  const src = chooseCover({
    fetched: { status: fetchedStatus, url: fetchedUrl },
    own,
    fallback,
    broken,
  });
  if (!src) return <span className={styles.cover} />;
  return (
    <img
      // A new address is a new image element: a late `error` event of the old one is not its.
      key={src}
      className={styles.cover}
      src={src}
      // The title next to it already names the record; the cover adds nothing to read.
      alt=""
      width={80}
      height={120}
      loading={isBelowTheFold ? 'lazy' : 'eager'}
      decoding={isBelowTheFold ? 'async' : 'auto'}
      onError={() => setBroken((previous) => new Set(previous).add(src))}
    />
  );
}
