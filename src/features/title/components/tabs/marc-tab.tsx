import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { titleQueries } from '../../api/title-queries';
import { MarcTable } from '../../../../lib/marc/marc-table';
import { QueryView } from '../../../../lib/query-state/query-state';

export function MarcTab({ codAcervo }: { codAcervo: number }) {
  const { t } = useTranslation('catalogue');
  const query = useQuery(titleQueries.marc(codAcervo));
  return (
    <QueryView query={query} lines={8}>
      {(record) => <MarcTable record={record} label={t('tabs.marc')} />}
    </QueryView>
  );
}
