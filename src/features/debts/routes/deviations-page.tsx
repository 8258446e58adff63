import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  DescriptionList,
  Heading,
  RecordHeader,
  RecordList,
  RecordListItem,
} from '../../../../design-system';
import type { Deviation } from '../../../api/generated/model';
import { useFormat } from '../../../lib/format/use-format';
import { QueryView } from '../../../lib/query-state/query-state';
import { debtsQueries } from '../api/debts-queries';
import * as styles from '../components/debts.css';
import { dayOf, deviationTime, type DeviationTime } from '../utils/deviation-period';

const order: Record<DeviationTime, number> = { current: 0, future: 1, past: 2 };

function DeviationItem({ deviation, time }: { deviation: Deviation; time: DeviationTime }) {
  const { t } = useTranslation('debts');
  const { date } = useFormat();
  const period = deviation.data_fim
    ? t('deviation.period', { start: date(deviation.data_inicio), end: date(deviation.data_fim) })
    : t('deviation.openPeriod', { start: date(deviation.data_inicio) });
  return (
    <RecordListItem emphasised={time === 'current'}>
      <RecordHeader>
        <Heading level={3} size="sm">
          {period}
        </Heading>
        <Badge tone={time === 'current' ? 'danger' : 'neutral'}>{t(`deviation.${time}`)}</Badge>
      </RecordHeader>
      <DescriptionList
        rows={[
          [t('deviation.reason'), deviation.motivo],
          [t('deviation.library'), deviation.biblioteca ?? null],
        ]}
      />
    </RecordListItem>
  );
}

/**
 * The personal area's Deviation screen: the patron's suspensions with period and reason; those
 * in force today come first, under their own heading and labelled "in force" (not by colour).
 */
export function DeviationsPage() {
  const { t } = useTranslation('debts');
  const query = useQuery(debtsQueries.deviations());
  const today = dayOf(new Date()) ?? '';
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('deviation.title')}</Heading>
      <QueryView query={query} errorTitle={t('deviation.loadError')}>
        {(deviations) => {
          if (!deviations.length) return <p className={styles.plain}>{t('deviation.empty')}</p>;
          const timed = deviations
            .map((deviation) => ({ deviation, time: deviationTime(deviation, today) }))
            .sort((a, b) => order[a.time] - order[b.time]);
          const current = timed.filter((entry) => entry.time === 'current');
          const others = timed.filter((entry) => entry.time !== 'current');
          return (
            <>
              {current.length ? (
                <section className={styles.section} aria-labelledby="suspensoes-em-vigor">
                  <Heading level={2} id="suspensoes-em-vigor" size="md">
                    {t('deviation.currentHeading', { count: current.length })}
                  </Heading>
                  <RecordList>
                    {current.map(({ deviation, time }, index) => (
                      <DeviationItem key={index} deviation={deviation} time={time} />
                    ))}
                  </RecordList>
                </section>
              ) : (
                <p className={styles.plain}>{t('deviation.noneCurrent')}</p>
              )}
              {others.length ? (
                <section className={styles.section} aria-labelledby="outras-suspensoes">
                  <Heading level={2} id="outras-suspensoes" size="md">
                    {t('deviation.othersHeading')}
                  </Heading>
                  <RecordList>
                    {others.map(({ deviation, time }, index) => (
                      <DeviationItem key={index} deviation={deviation} time={time} />
                    ))}
                  </RecordList>
                </section>
              ) : null}
            </>
          );
        }}
      </QueryView>
    </div>
  );
}
