import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../../../design-system';
import { titleQueries } from '../../api/title-queries';
import { QueryView } from '../../../../lib/query-state/query-state';

/** The title as Dublin Core elements (`dc.title`, `dc.creator`...). */
export function DublinCoreTab({ codAcervo }: { codAcervo: number }) {
  const { t } = useTranslation('catalogue');
  const query = useQuery(titleQueries.dublinCore(codAcervo));
  return (
    <QueryView query={query} lines={6}>
      {(elements) => (
        <Table aria-label={t('tabs.dublin-core')}>
          <TableHeader>
            <Column isRowHeader>{t('dublinCore.element')}</Column>
            <Column>{t('dublinCore.value')}</Column>
          </TableHeader>
          <TableBody emptyState={t('dublinCore.none')}>
            {elements.map((element, index) => (
              <Row id={index} key={index}>
                <Cell>{`dc.${element.elemento}`}</Cell>
                <Cell>{element.valor}</Cell>
              </Row>
            ))}
          </TableBody>
        </Table>
      )}
    </QueryView>
  );
}
