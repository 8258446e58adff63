import { useTranslation } from 'react-i18next';
import { useFormat } from '../format/use-format';
import * as styles from './offline.css';
import { useOnline } from './use-online';

/** What a screen's query result tells about the age of its data. */
export interface SnapshotSource {
  data: unknown;
  /** 0 when the query has never had data of its own (a placeholder only). */
  dataUpdatedAt: number;
  /** The data is there but the latest attempt to refresh it failed. */
  isRefetchError: boolean;
}

/**
 * When the data on screen may be out of date, the instant it was fetched: while offline (the
 * patron sees the last copy, maybe restored from storage), or when refreshing it failed. Else
 * null: fresh data needs no date.
 */
export function useOfflineSnapshot(query: SnapshotSource): number | null {
  const online = useOnline();
  if (query.data === undefined || !query.dataUpdatedAt) return null;
  return !online || query.isRefetchError ? query.dataUpdatedAt : null;
}

/** "As of 14:05", in the patron's language and clock, beside data that may be out of date. */
export function DataAsOf({ query }: { query: SnapshotSource }) {
  const { t } = useTranslation();
  const { time } = useFormat();
  const asOf = useOfflineSnapshot(query);
  if (asOf === null) return null;
  return (
    <p className={styles.note} data-as-of="">
      {t('offline.asOf', { time: time(asOf) })}
    </p>
  );
}
