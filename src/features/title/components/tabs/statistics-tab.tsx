import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TitleStatistics } from '../../../../api/generated/model';
import { BarChart, ListBoxItem, Select } from '../../../../../design-system';
import { titleQueries } from '../../api/title-queries';
import { useFormat } from '../../../../lib/format/use-format';
import { formatCount, monthName } from '../../utils/format-date';
import { QueryView } from '../../../../lib/query-state/query-state';
import { statisticsSeries, statisticsTotals } from '../../utils/statistics-series';
import * as styles from '../title-extras.css';

function MonthChart({ statistics }: { statistics: TitleStatistics }) {
  const { t } = useTranslation('catalogue');
  const { locale } = useFormat();
  // Stable per language: the chart redraws when its formatter changes.
  const count = useCallback((value: number) => formatCount(value, locale), [locale]);
  const { categories, series } = statisticsSeries(statistics, {
    month: (month) => monthName(month, locale),
    loans: t('statistics.loans'),
    holds: t('statistics.holds'),
    accesses: t('statistics.accesses'),
  });
  const totals = statisticsTotals(statistics);
  return (
    <>
      <BarChart
        label={t('statistics.tableLabel', { year: statistics.ano })}
        categoryHeader={t('statistics.month')}
        categories={categories}
        series={series}
        valueFormat={count}
      />
      <p className={styles.statisticsTotal}>
        {t('statistics.yearTotal', {
          year: statistics.ano,
          loans: count(totals.emprestimos),
          holds: count(totals.reservas),
          accesses: count(totals.acessos),
        })}
      </p>
    </>
  );
}

function YearStatistics({ codAcervo, year }: { codAcervo: number; year: number }) {
  const { t } = useTranslation(['catalogue', 'errors']);
  const query = useQuery(titleQueries.statistics(codAcervo, year));
  return (
    <QueryView query={query} lines={6} errorTitle={t('errors:fetch.statistics')}>
      {(statistics) => <MonthChart statistics={statistics} />}
    </QueryView>
  );
}

/** Use of the title month by month in a chosen year (newest year first), as a chart and table. */
export function StatisticsTab({ codAcervo }: { codAcervo: number }) {
  const { t } = useTranslation(['catalogue', 'errors']);
  const years = useQuery(titleQueries.statisticsYears(codAcervo));
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <QueryView query={years} lines={2} errorTitle={t('errors:fetch.statistics')}>
      {(list) => {
        const year = chosen !== null && list.includes(chosen) ? chosen : list[0];
        if (year === undefined) return <p>{t('statistics.none')}</p>;
        return (
          <>
            <Select
              label={t('statistics.year')}
              value={year}
              onChange={(key) => setChosen(Number(key))}
            >
              {list.map((item) => (
                <ListBoxItem key={item} id={item}>
                  {String(item)}
                </ListBoxItem>
              ))}
            </Select>
            <YearStatistics codAcervo={codAcervo} year={year} />
          </>
        );
      }}
    </QueryView>
  );
}
