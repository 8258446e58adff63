import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Heading, Link, RecordList, RecordListEmpty } from '../../../../design-system';
import { paths } from '../../../config/paths';
import { QueryView } from '../../../lib/query-state/query-state';
import { holdsQueries } from '../api/holds-queries';
import { HoldRecord } from '../components/hold-details';
import * as styles from '../components/holds.css';

/** Past holds (released, cancelled, turned into a loan, expired), newest first, as compact records. */
export function HoldHistoryPage() {
  const { t } = useTranslation('holds');
  const query = useQuery(holdsQueries.history());
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('history.title')}</Heading>
      <p className={styles.plain}>
        <Link href={paths.holds.href()}>{t('history.back')}</Link>
      </p>
      <QueryView query={query} errorTitle={t('history.loadError')}>
        {(holds) =>
          holds.length ? (
            <RecordList aria-label={t('history.title')}>
              {holds.map((hold) => (
                <HoldRecord key={hold.cod_reserva} hold={hold} />
              ))}
            </RecordList>
          ) : (
            <RecordListEmpty>{t('history.empty')}</RecordListEmpty>
          )
        }
      </QueryView>
    </div>
  );
}
