import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Heading, Link } from '../../../design-system';
import { paths } from '../../config/paths';
import { isNotFound, LoadError } from './query-state';

/** Whether the record does not exist: no code in the address, or the server answered 404. */
export const isRecordMissing = (code: number | null, query: UseQueryResult<unknown>) =>
  code === null || (query.data === undefined && isNotFound(query.error));

export interface RecordPageProps<T> {
  code: number | null;
  query: UseQueryResult<T>;
  /** Heading (and text) of the page when the record does not exist. */
  notFound: { heading: string; text?: string };
  /** Heading above the load error, when the record could not be loaded. */
  errorHeading: string;
  /** The page's shape while the record loads. */
  skeleton: ReactNode;
  /** The page itself; `stale` when a refetch failed and the record shown may be old. */
  children: (record: T, stale: boolean) => ReactNode;
}

/**
 * A record the API does not know: its page's heading and text, and the way home. Also what a
 * server renders for such a record's address (src/app/framework/routes/pages-boundary.tsx).
 */
export function RecordNotFound({ heading, text }: { heading: string; text?: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <Heading level={1}>{heading}</Heading>
      {text ? <p>{text}</p> : null}
      <Link href={paths.home.href()} variant="standalone">
        {t('notFound.home')}
      </Link>
    </Box>
  );
}

/**
 * The states of a page about one record (a title, an authority): "not found" with the way home,
 * the load error with a retry, the skeleton while loading, then the record. Data first: a
 * failed refetch keeps the record on screen, flagged stale.
 */
export function RecordPage<T>({
  code,
  query,
  notFound,
  errorHeading,
  skeleton,
  children,
}: RecordPageProps<T>) {
  if (isRecordMissing(code, query)) return <RecordNotFound {...notFound} />;
  if (query.data === undefined) {
    if (query.isError)
      return (
        <Box display="flex" flexDirection="column" gap="lg">
          <Heading level={1}>{errorHeading}</Heading>
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        </Box>
      );
    return skeleton;
  }
  return children(query.data, query.isError);
}
