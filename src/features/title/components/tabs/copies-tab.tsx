import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Copy, CopyStatus } from '../../../../api/generated/model';
import {
  Badge,
  Card,
  Cell,
  Column,
  Row,
  Stack,
  Table,
  TableBody,
  TableHeader,
  type Tone,
} from '../../../../../design-system';
import { titleQueries } from '../../api/title-queries';
import { useFormat } from '../../../../lib/format/use-format';
import { useMediaQuery } from '../../../../lib/media/use-media-query';
import { QueryView } from '../../../../lib/query-state/query-state';
import * as styles from './copies-tab.css';

const toneOfStatus: Record<CopyStatus, Tone> = {
  disponivel: 'success',
  emprestado: 'warning',
  reservado: 'info',
  quarentena: 'neutral',
  em_transito: 'neutral',
};

/** Each copy's values in column order, with the label its column header carries. */
function useCopyFields() {
  const { t } = useTranslation('catalogue');
  const { date } = useFormat();
  return (copy: Copy) =>
    [
      [t('copies.library'), copy.desc_biblioteca],
      [t('copies.location'), copy.localizacao ?? copy.chamada ?? '—'],
      [t('copies.loanType'), copy.tipo_emprestimo ?? '—'],
      [t('copies.collection'), copy.colecao ?? '—'],
      [
        t('copies.status'),
        <Badge key="status" tone={toneOfStatus[copy.situacao]}>
          <span className={styles.status}>
            {copy.desc_situacao ?? t(`copies.statuses.${copy.situacao}`)}
          </span>
        </Badge>,
      ],
      [
        t('copies.expectedReturn'),
        copy.data_prevista_devolucao ? date(copy.data_prevista_devolucao) : '—',
      ],
    ] as const;
}

/** The copies of the title: where each is, how it lends and whether it is on the shelf. */
export function CopiesTab({ codAcervo }: { codAcervo: number }) {
  const { t } = useTranslation('catalogue');
  const query = useQuery(titleQueries.copies(codAcervo));
  const fieldsOf = useCopyFields();
  const isNarrow = useMediaQuery(styles.NARROW);
  return (
    <QueryView query={query}>
      {(copies) =>
        isNarrow ? (
          // A phone: one block per copy, each value after its label (a description list), so
          // nothing scrolls sideways and a screen reader hears the label with every value.
          copies.length === 0 ? (
            <p>{t('copies.none')}</p>
          ) : (
            <Stack elementType="ul" className={styles.list} aria-label={t('tabs.exemplares')}>
              {copies.map((copy) => (
                <Card key={copy.cod_exemplar} elementType="li">
                  <dl className={styles.fields}>
                    {fieldsOf(copy).map(([label, value]) => (
                      <Fragment key={label}>
                        <dt className={styles.term}>{label}</dt>
                        <dd className={styles.definition}>{value}</dd>
                      </Fragment>
                    ))}
                  </dl>
                </Card>
              ))}
            </Stack>
          )
        ) : (
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
                  {fieldsOf(copy).map(([label, value]) => (
                    <Cell key={label}>{value}</Cell>
                  ))}
                </Row>
              ))}
            </TableBody>
          </Table>
        )
      }
    </QueryView>
  );
}
