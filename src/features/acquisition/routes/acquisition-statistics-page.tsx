import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BarChart, Heading } from '../../../../design-system';
import { QueryView } from '../../../lib/query-state/query-state';
import { acquisitionQueries } from '../api/acquisition-queries';
import * as styles from '../components/acquisition.css';
import { statisticsChartOf } from '../utils/statistics-chart';

/**
 * `/meu-portal/aquisicao/estatisticas`: the patron's suggestions counted by status
 * (`GET /aquisicao/estatisticas`), as a bar chart with the same figures in a table beside it.
 */
export function AcquisitionStatisticsPage() {
  const { t } = useTranslation('acquisition');
  const statistics = useQuery(acquisitionQueries.statistics());

  return (
    <div className={styles.page}>
      <Heading level={1}>{t('statistics.title')}</Heading>
      <QueryView query={statistics} errorTitle={t('statistics.loadError')}>
        {(answer) => {
          const chart = statisticsChartOf(answer);
          return chart.categories.length === 0 ? (
            <p className={styles.plain}>{t('statistics.none')}</p>
          ) : (
            <>
              <p className={styles.plain}>{t('statistics.total', { count: answer.total })}</p>
              <BarChart
                label={t('statistics.chartLabel')}
                categoryHeader={t('statistics.status')}
                categories={chart.categories}
                series={[{ name: t('statistics.suggestions'), values: chart.values }]}
              />
            </>
          );
        }}
      </QueryView>
    </div>
  );
}
