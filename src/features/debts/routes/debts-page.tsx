import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DescriptionList, Heading, RecordList, RecordListItem } from '../../../../design-system';
import type { Debit, LookupLibrary } from '../../../api/generated/model';
import { useFormat } from '../../../lib/format/use-format';
import { DataAsOf } from '../../../lib/offline/data-as-of';
import { QueryView } from '../../../lib/query-state/query-state';
import { debtsQueries } from '../api/debts-queries';
import { PaymentSlip } from '../components/payment-slip';
import * as styles from '../components/debts.css';
import { debtsByLibrary, owedCents, slipAmount, type LibraryDebts } from '../utils/owed';

function DebitItem({ debit }: { debit: Debit }) {
  const { t } = useTranslation('debts');
  const { currency, date } = useFormat();
  return (
    <RecordListItem>
      <Heading level={3} size="sm">
        {debit.titulo ?? debit.motivo}
      </Heading>
      <DescriptionList
        rows={[
          [t('debit.reason'), debit.motivo],
          [t('debit.service'), debit.tipo_servico ?? null],
          [t('debit.expectedReturn'), date(debit.data_devolucao_prevista)],
          [t('debit.fine'), currency(debit.valor_multa)],
          [t('debit.discount'), currency(debit.valor_desconto)],
          [t('debit.paid'), currency(debit.valor_pago)],
          [t('debit.paymentDate'), date(debit.data_pagamento)],
          [t('debit.owed'), currency(owedCents(debit) / 100)],
        ]}
      />
    </RecordListItem>
  );
}

function LibrarySection({
  group,
  libraries,
  index,
}: {
  group: LibraryDebts;
  libraries: readonly LookupLibrary[] | undefined;
  index: number;
}) {
  const { t } = useTranslation('debts');
  const { currency } = useFormat();
  const name = group.library || t('debit.noLibrary');
  const amount = slipAmount(group);
  const code = libraries?.find(
    (library) => library.desc_biblioteca.trim().toLowerCase() === group.library.toLowerCase(),
  )?.cod_biblioteca;
  const headingId = `debitos-biblioteca-${index}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} id={headingId} size="md">
        {name}
      </Heading>
      <RecordList>
        {group.debits.map((debit, position) => (
          <DebitItem key={`${debit.cod_acervo ?? 'x'}-${position}`} debit={debit} />
        ))}
      </RecordList>
      <p className={styles.total}>
        {t('debit.totalOwed', { amount: currency(group.owedCents / 100) })}
      </p>
      {amount !== null ? <PaymentSlip amount={amount} codBiblioteca={code} library={name} /> : null}
    </section>
  );
}

/**
 * The personal area's Debit screen: open debts grouped by library (fine, discount, paid,
 * payment date, expected return date, service type, reason) in reais, and a payment slip for
 * what is owed at each library.
 */
export function DebtsPage() {
  const { t } = useTranslation('debts');
  const debits = useQuery(debtsQueries.debits());
  // Only needed for the slip button: debts show even if the libraries fail to load.
  const libraries = useQuery(debtsQueries.libraries());
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('debit.title')}</Heading>
      <DataAsOf query={debits} />
      <QueryView query={debits} errorTitle={t('debit.loadError')}>
        {(list) =>
          list.length ? (
            debtsByLibrary(list).map((group, index) => (
              <LibrarySection
                key={group.library}
                group={group}
                libraries={libraries.data?.data}
                index={index}
              />
            ))
          ) : (
            <p className={styles.plain}>{t('debit.empty')}</p>
          )
        }
      </QueryView>
    </div>
  );
}
