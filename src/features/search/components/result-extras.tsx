import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Link, Spinner } from '../../../../design-system';
import { paths } from '../../../config/paths';
import * as styles from './search.css';

/** "Other titles: …" under a record's title (parallel, uniform, series titles). */
export function OtherTitles({ titles }: { titles: string[] }) {
  const { t } = useTranslation('search');
  if (titles.length === 0) return null;
  return (
    <p className={styles.otherTitles}>
      <span className={styles.factTerm}>{t('results.extras.otherTitles')}:</span>{' '}
      {titles.join('; ')}
    </p>
  );
}

/** A record with indexed content links to its summaries tab. */
export function SummariesLink({ codAcervo, title }: { codAcervo: number; title: string }) {
  const { t } = useTranslation('search');
  return (
    <div>
      <Link
        href={paths.title.href(codAcervo, 'sumarios')}
        variant="standalone"
        aria-label={t('results.extras.summariesLabel', { title })}
      >
        {t('results.extras.summaries')}
      </Link>
    </div>
  );
}

/**
 * How the page's other titles and summaries calls stand, above the list: a quiet line while
 * they run, a warning with a retry for each that failed. The records stay usable either way;
 * a record with none simply shows none.
 */
export function ResultExtrasStatus({
  additional,
  indexed,
}: {
  additional: Pick<UseQueryResult, 'isPending' | 'isError' | 'refetch' | 'isFetching'>;
  indexed: Pick<UseQueryResult, 'isPending' | 'isError' | 'refetch' | 'isFetching'>;
}) {
  const { t } = useTranslation('search');
  const failures = [
    { query: additional, message: t('results.extras.additionalError'), id: 'additional' },
    { query: indexed, message: t('results.extras.indexedError'), id: 'indexed' },
  ].filter((entry) => entry.query.isError);
  const loading =
    (additional.isPending && additional.isFetching) || (indexed.isPending && indexed.isFetching);
  if (!loading && failures.length === 0) return null;
  return (
    <div className={styles.extrasStatus}>
      {loading ? (
        <p className={styles.quietLine}>
          <Spinner size="sm" aria-hidden="true" /> {t('results.extras.loading')}
        </p>
      ) : null}
      {failures.map(({ query, message, id }) => (
        <Alert key={id} tone="warning" live="status">
          <span>{message}</span>{' '}
          <Button
            variant="secondary"
            size="sm"
            isPending={query.isFetching}
            onPress={() => void query.refetch()}
          >
            {t('results.retry')}
          </Button>
        </Alert>
      ))}
    </div>
  );
}
