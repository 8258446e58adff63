import type { TitleStatistics } from '../../../api/generated/model';

export interface StatisticsLabels {
  month: (month: number) => string;
  loans: string;
  holds: string;
  accesses: string;
}

/**
 * A year's use of a title as the bar chart's categories (months in calendar order, whatever order
 * the server sent) and three series: loans, holds and accesses.
 */
export function statisticsSeries(statistics: TitleStatistics, labels: StatisticsLabels) {
  const months = [...statistics.meses].sort((a, b) => a.mes - b.mes);
  return {
    categories: months.map((month) => labels.month(month.mes)),
    series: [
      { name: labels.loans, values: months.map((month) => month.emprestimos) },
      { name: labels.holds, values: months.map((month) => month.reservas) },
      { name: labels.accesses, values: months.map((month) => month.acessos) },
    ],
  };
}

/** The year's totals of each series. */
export function statisticsTotals(statistics: TitleStatistics) {
  return statistics.meses.reduce(
    (sum, month) => ({
      emprestimos: sum.emprestimos + month.emprestimos,
      reservas: sum.reservas + month.reservas,
      acessos: sum.acessos + month.acessos,
    }),
    { emprestimos: 0, reservas: 0, acessos: 0 },
  );
}
