import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DescriptionList, Heading } from '../../../../../design-system';
import type { GetKardexItemParams, KardexItem } from '../../../../api/generated/model';
import { useFormat } from '../../../../lib/format/use-format';
import { QueryView } from '../../../../lib/query-state/query-state';
import { kardexQueries } from '../../api/kardex-queries';
import * as styles from './loan-request.css';

function IssueDetail({ item }: { item: KardexItem }) {
  const { t } = useTranslation('loan-requests');
  const { date } = useFormat();
  const copies = item.copias ?? [];
  return (
    <div className={styles.form}>
      <DescriptionList
        rows={[
          [t('kardex.year'), String(item.ano)],
          [t('kardex.volume'), item.volume ?? null],
          [t('kardex.number'), item.numero ?? null],
          [
            t('kardex.arrival'),
            item.data_chegada ? date(item.data_chegada) : t('kardex.notReceived'),
          ],
          [
            t('kardex.summary'),
            item.possui_sumario ? t('kardex.hasSummary') : t('kardex.noSummary'),
          ],
          [t('kardex.note'), item.observacao ?? null],
        ]}
      />
      <Heading level={3} size="sm">
        {t('kardex.copiesHeading', { count: copies.length })}
      </Heading>
      {copies.length ? (
        <ul className={styles.list}>
          {copies.map((copy) => (
            <li key={copy.cod_exemplar}>
              {[
                copy.tombo ?? String(copy.cod_exemplar),
                copy.desc_biblioteca,
                copy.localizacao,
                copy.desc_situacao,
              ]
                .filter(Boolean)
                .join(' — ')}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.plain}>{t('kardex.noCopies')}</p>
      )}
    </div>
  );
}

/** One issue of the kardex in detail (`GET /kardex/{id}/item`): dates, note and its copies. */
export function KardexIssueDetail({
  codAcervo,
  params,
}: {
  codAcervo: number;
  params: GetKardexItemParams;
}) {
  const { t } = useTranslation('loan-requests');
  const query = useQuery(kardexQueries.item(codAcervo, params));
  return (
    <QueryView query={query} lines={4} errorTitle={t('kardex.loadError')}>
      {(item) => <IssueDetail item={item} />}
    </QueryView>
  );
}
