import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CopyStatus } from '../../../../api/generated/model';
import {
  Badge,
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Tone,
} from '../../../../../design-system';
import { titleQueries } from '../../api/title-queries';
import { useFormat } from '../../../../lib/format/use-format';
import { QueryView } from '../../../../lib/query-state/query-state';

const toneOfStatus: Record<CopyStatus, Tone> = {
  disponivel: 'success',
  emprestado: 'warning',
  reservado: 'info',
  quarentena: 'neutral',
  em_transito: 'neutral',
};

/** The copies of the title: where each is, how it lends and whether it is on the shelf. */
export function CopiesTab({ codAcervo }: { codAcervo: number }) {
  const { t } = useTranslation('catalogue');
  const { date } = useFormat();
  const query = useQuery(titleQueries.copies(codAcervo));
  return (
    <QueryView query={query}>
      {(copies) => (
        <Table aria-label={t('tabs.exemplares')}>
          <TableHeader>
            <Column isRowHeader>{t('copies.library')}</Column>
            <Column>{t('copies.location')}</Column>
            <Column>{t('copies.loanType')}</Column>
            <Column>{t('copies.collection')}</Column>
            <Column>{t('copies.status')}</Column>
            <Column>{t('copies.expectedReturn')}</Column>
          </TableHeader>
          <TableBody emptyState={t('copies.none')}>
            {copies.map((copy) => (
              <Row id={copy.cod_exemplar} key={copy.cod_exemplar}>
                <Cell>{copy.desc_biblioteca}</Cell>
                <Cell>{copy.localizacao ?? copy.chamada ?? '—'}</Cell>
                <Cell>{copy.tipo_emprestimo ?? '—'}</Cell>
                <Cell>{copy.colecao ?? '—'}</Cell>
                <Cell>
                  <Badge tone={toneOfStatus[copy.situacao]}>
                    {copy.desc_situacao ?? t(`copies.statuses.${copy.situacao}`)}
                  </Badge>
                </Cell>
                <Cell>
                  {copy.data_prevista_devolucao ? date(copy.data_prevista_devolucao) : '—'}
                </Cell>
              </Row>
            ))}
          </TableBody>
        </Table>
      )}
    </QueryView>
  );
}
