import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TitleStatistics } from '../../../../api/generated/model';
import {
  Cell,
  Column,
  ListBoxItem,
  Row,
  Select,
  Table,
  TableBody,
  TableHeader,
} from '../../../../../design-system';
import { titleQueries } from '../../api/title-queries';
import { useFormat } from '../../../../lib/format/use-format';
import { formatCount, monthName } from '../../utils/format-date';
import { QueryView } from '../../../../lib/query-state/query-state';

function MonthTable({ statistics }: { statistics: TitleStatistics }) {
  const { t } = useTranslation('catalogue');
  const { locale } = useFormat();
  const count = (value: number) => formatCount(value, locale);
  const total = statistics.meses.reduce(
    (sum, month) => ({
      emprestimos: sum.emprestimos + month.emprestimos,
      reservas: sum.reservas + month.reservas,
      acessos: sum.acessos + month.acessos,
    }),
    { emprestimos: 0, reservas: 0, acessos: 0 },
  );
  return (
    <Table aria-label={t('statistics.tableLabel', { year: statistics.ano })}>
      <TableHeader>
        <Column isRowHeader>{t('statistics.month')}</Column>
        <Column>{t('statistics.loans')}</Column>
        <Column>{t('statistics.holds')}</Column>
        <Column>{t('statistics.accesses')}</Column>
      </TableHeader>
      <TableBody>
        {statistics.meses.map((month) => (
          <Row id={month.mes} key={month.mes}>
            <Cell>{monthName(month.mes, locale)}</Cell>
            <Cell>{count(month.emprestimos)}</Cell>
            <Cell>{count(month.reservas)}</Cell>
            <Cell>{count(month.acessos)}</Cell>
          </Row>
        ))}
        <Row id="total">
          <Cell>{t('statistics.total')}</Cell>
          <Cell>{count(total.emprestimos)}</Cell>
          <Cell>{count(total.reservas)}</Cell>
          <Cell>{count(total.acessos)}</Cell>
        </Row>
      </TableBody>
    </Table>
  );
}

function YearStatistics({ codAcervo, year }: { codAcervo: number; year: number }) {
  const query = useQuery(titleQueries.statistics(codAcervo, year));
  return (
    <QueryView query={query} lines={6}>
      {(statistics) => <MonthTable statistics={statistics} />}
    </QueryView>
  );
}

/** Use of the title month by month in a chosen year (newest year first). */
export function StatisticsTab({ codAcervo }: { codAcervo: number }) {
  const { t } = useTranslation('catalogue');
  const years = useQuery(titleQueries.statisticsYears(codAcervo));
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <QueryView query={years} lines={2}>
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
