import { useTranslation } from 'react-i18next';
import { Badge, DataTable } from '../../../../design-system';
import type { OpeningHours } from '../../../api/generated/model';
import { weekRows, weekdayOf } from '../utils/weekdays';
import * as styles from './institution.css';

/**
 * One campus's week, Monday to Sunday (spec section 9), today's row marked by a "Today" badge
 * and bold text; a closed day says so in words. Read-only, so a plain table (DataTable), not
 * a grid the keyboard must walk cell by cell.
 */
export function OpeningHoursTable({
  campusName,
  hours,
  now = new Date(),
}: {
  campusName: string;
  hours: OpeningHours;
  /** The moment "today" is read from (tests pin it). */
  now?: Date;
}) {
  const { t } = useTranslation('institution');
  const rows = weekRows(hours, weekdayOf(now));
  return (
    <DataTable
      aria-label={t('hours.tableLabel', { campus: campusName })}
      items={rows}
      rowKey={(row) => row.day}
      rowClassName={(row) => (row.isToday ? styles.today : undefined)}
      columns={[
        {
          id: 'day',
          header: t('hours.day'),
          isRowHeader: true,
          cell: (row) => (
            <span className={styles.dayCell}>
              {t(`hours.days.${row.day}`)}
              {row.isToday ? <Badge tone="info">{t('hours.today')}</Badge> : null}
            </span>
          ),
        },
        { id: 'time', header: t('hours.time'), cell: (row) => row.hours ?? t('hours.closed') },
      ]}
    />
  );
}
