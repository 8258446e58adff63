import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Heading } from '../../../../design-system';
import { useFormat } from '../../../lib/format/use-format';
import { QueryView } from '../../../lib/query-state/query-state';
import { alertsQueries } from '../api/alerts-queries';
import { AlertList } from '../components/alert-list';
import { AlertPeriodForm } from '../components/alert-period-form';
import * as styles from '../components/alerts.css';
import {
  isFiltered,
  periodOf,
  requestOf,
  searchOf,
  validateAlertPeriod,
} from '../utils/alert-period';

/**
 * `/meu-portal/alertas` (menu `alerts`): the patron's alerts (`GET /solicitacoes/alertas`), all
 * of them or those of a period kept in the address (`?de=&ate=`, both dates required, start not
 * after end: spec section 5); each marked read or unread, or deleted after a confirmation
 * (`PUT` / `DELETE /solicitacoes/alertas/{id}`). The header's and the dashboard's unread counts
 * read the same list and follow every change.
 */
export function AlertsPage() {
  const { t } = useTranslation('alerts');
  const { date } = useFormat();
  const [searchParams, setSearchParams] = useSearchParams();
  const applied = periodOf(searchParams);
  const filtered = isFiltered(applied);
  // A typed address with one date, or the dates the wrong way round, is refused here, not sent.
  const refused = filtered && validateAlertPeriod(applied) !== null;
  const alerts = useQuery({
    ...alertsQueries.list(requestOf(applied)),
    enabled: !refused,
    placeholderData: keepPreviousData,
  });

  return (
    <div className={styles.page}>
      <Heading level={1}>{t('title')}</Heading>
      <p className={styles.plain}>{t('intro')}</p>
      <AlertPeriodForm
        applied={applied}
        onApply={(period) => setSearchParams(searchOf(period))}
        onClear={() => setSearchParams({})}
      />
      {refused ? null : (
        <>
          {filtered ? (
            <p className={styles.plain}>
              {t('filters.period', { start: date(applied.start), end: date(applied.end) })}
            </p>
          ) : null}
          <QueryView query={alerts} errorTitle={t('list.loadError')}>
            {(list) => (
              <AlertList alerts={list} filtered={filtered} isFetching={alerts.isFetching} />
            )}
          </QueryView>
        </>
      )}
    </div>
  );
}
