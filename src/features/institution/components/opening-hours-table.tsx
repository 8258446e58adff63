import { useTranslation } from 'react-i18next';
import { Badge, Cell, Column, Row, Table, TableBody, TableHeader } from '../../../../design-system';
import type { OpeningHours } from '../../../api/generated/model';
import { weekRows, weekdayOf } from '../utils/weekdays';
import * as styles from './institution.css';

/**
 * One campus's week, Monday to Sunday (spec section 9), today's row marked by a "Today" badge
 * and bold text; a closed day says so in words.
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
    <Table aria-label={t('hours.tableLabel', { campus: campusName })}>
      <TableHeader>
        <Column isRowHeader>{t('hours.day')}</Column>
        <Column>{t('hours.time')}</Column>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <Row key={row.day} id={row.day} className={row.isToday ? styles.today : undefined}>
            <Cell>
              <span className={styles.dayCell}>
                {t(`hours.days.${row.day}`)}
                {row.isToday ? <Badge tone="info">{t('hours.today')}</Badge> : null}
              </span>
            </Cell>
            <Cell>{row.hours ?? t('hours.closed')}</Cell>
          </Row>
        ))}
      </TableBody>
    </Table>
  );
}
