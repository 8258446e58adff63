import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { publicConfigQueries } from '../../../api/queries/public-config-queries';
import { useFetchedCover } from './cover-batches';
import { chooseCover } from './cover-choice';
import * as styles from './search.css';

/**
 * The cover of a detailed result, in a box of fixed size whatever arrives (no layout shift):
 * empty while its cover is asked, then the cover, else the default image. An image that fails
 * to load falls back to the next choice (cover-choice.ts). Covers below the fold load lazily.
 *
 * It reads its cover and the default image itself (the list asks for them: `useCoverBatches`,
 * `GET /imagem-padrao`), so their answers re-render this image, not the record around it.
 */
export function ResultCover({
  codAcervo,
  own,
  isBelowTheFold,
}: {
  codAcervo: number;
  /** The record's own `link_capa`. */
  own: string | null | undefined;
  isBelowTheFold: boolean;
}) {
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  const fetched = useFetchedCover(codAcervo);
  const fallback = useQuery({ ...publicConfigQueries.defaultImage(), enabled: false }).data?.imagem;
  const src = chooseCover({ fetched, own, fallback, broken });
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
