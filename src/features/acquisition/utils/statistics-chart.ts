import type { AcquisitionStatistics } from '../../../api/generated/model';

/**
 * The chart's categories (the statuses' texts, as the server words them in the patron's
 * language) and their counts, in the server's order. Statuses without suggestions are left out:
 * fourteen bars of which most are zero would hide the few that count.
 */
export function statisticsChartOf({ por_situacao }: AcquisitionStatistics): {
  categories: string[];
  values: number[];
} {
  const counted = por_situacao.filter((entry) => entry.total > 0);
  return {
    categories: counted.map((entry) => entry.descricao),
    values: counted.map((entry) => entry.total),
  };
}
