import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../../design-system';
import { titleQueries } from '../../api/title-queries';
import { QueryView } from '../../../../lib/query-state/query-state';

/**
 * The title as Dublin Core elements (`dc.title`, `dc.creator`...). Read-only, so a plain table
 * (DataTable), not a grid with a roving focus.
 */
export function DublinCoreTab({ codAcervo }: { codAcervo: number }) {
  const { t } = useTranslation('catalogue');
  const query = useQuery(titleQueries.dublinCore(codAcervo));
  return (
    <QueryView query={query} lines={6}>
      {(elements) =>
        elements.length === 0 ? (
          <p>{t('dublinCore.none')}</p>
        ) : (
          <DataTable
            aria-label={t('tabs.dublin-core')}
            items={elements.map((element, index) => ({ ...element, index }))}
            rowKey={(element) => String(element.index)}
            columns={[
              {
                id: 'element',
                header: t('dublinCore.element'),
                isRowHeader: true,
                cell: (element) => `dc.${element.elemento}`,
              },
              { id: 'value', header: t('dublinCore.value'), cell: (element) => element.valor },
            ]}
          />
        )
      }
    </QueryView>
  );
}
