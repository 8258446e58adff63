import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  DescriptionList,
  Heading,
  RecordList,
  RecordListEmpty,
  RecordListItem,
} from '../../../../design-system';
import type { Debit, LookupLibrary } from '../../../api/generated/model';
import { useFormat } from '../../../lib/format/use-format';
import { DataAsOf } from '../../../lib/offline/data-as-of';
import { QueryView } from '../../../lib/query-state/query-state';
import { debtsQueries } from '../api/debts-queries';
import {
  PaymentSlip,
  PaymentSlipAnswer,
  PaymentSlipButton,
  usePaymentSlip,
} from '../components/payment-slip';
import * as styles from '../components/debts.css';
import { debtsByLibrary, owedCents, slipAmount, type LibraryDebts } from '../utils/owed';

/** Where a slip can be asked from: the library's amount, its code and name. */
interface SlipTarget {
  amount: number;
  codBiblioteca: number | undefined;
  library: string;
}

/**
 * One debt as a compact record: what it is, what is still owed, open or settled, the rest on
 * demand. `payable` gives it its own Pay when the contract allows a slip for it alone (the slip
 * must be exactly what the library is owed, so only a library's one open debt qualifies).
 */
function DebitItem({ debit, payable }: { debit: Debit; payable?: SlipTarget }) {
  const { t } = useTranslation('debts');
  const { currency, date } = useFormat();
  const owed = owedCents(debit);
  const slip = usePaymentSlip();
  return (
    <RecordListItem
      emphasis={owed > 0 ? 'attention' : undefined}
      title={
        <Heading level={3} size="sm">
          {debit.titulo ?? debit.motivo}
        </Heading>
      }
      meta={[
        t('debit.owedShort', { amount: currency(owed / 100) }),
        debit.titulo ? debit.motivo : null,
      ]}
      status={
        owed > 0 ? (
          <Badge tone="danger">{t('debit.open')}</Badge>
        ) : (
          <Badge tone="neutral">{t('debit.settled')}</Badge>
        )
      }
      actions={payable ? <PaymentSlipButton state={slip} compact {...payable} /> : undefined}
      outcome={
        payable ? (
          <PaymentSlipAnswer
            state={slip}
            codBiblioteca={payable.codBiblioteca}
            library={payable.library}
          />
        ) : undefined
      }
      details={
        <DescriptionList
          rows={[
            [t('debit.reason'), debit.motivo],
            [t('debit.service'), debit.tipo_servico ?? null],
            [t('debit.expectedReturn'), date(debit.data_devolucao_prevista)],
            [t('debit.fine'), currency(debit.valor_multa)],
            [t('debit.discount'), currency(debit.valor_desconto)],
            [t('debit.paid'), currency(debit.valor_pago)],
            [t('debit.paymentDate'), date(debit.data_pagamento)],
            [t('debit.owed'), currency(owed / 100)],
          ]}
        />
      }
    />
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
  const open = group.debits.filter((debit) => owedCents(debit) > 0);
  // One open debt: its own Pay. Several: one slip for the library's total (the contract's only way).
  const single = amount !== null && open.length === 1 ? open[0] : undefined;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} id={headingId} size="md">
        {name}
      </Heading>
      <RecordList aria-label={t('debit.listLabel', { library: name })}>
        {group.debits.map((debit, position) => (
          <DebitItem
            key={`${debit.cod_acervo ?? 'x'}-${position}`}
            debit={debit}
            payable={
              debit === single && amount !== null
                ? { amount, codBiblioteca: code, library: name }
                : undefined
            }
          />
        ))}
      </RecordList>
      <p className={styles.total}>
        {t('debit.totalOwed', { amount: currency(group.owedCents / 100) })}
      </p>
      {amount !== null && !single ? (
        <PaymentSlip amount={amount} codBiblioteca={code} library={name} />
      ) : null}
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
            <RecordListEmpty>{t('debit.empty')}</RecordListEmpty>
          )
        }
      </QueryView>
    </div>
  );
}
