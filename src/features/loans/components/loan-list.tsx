import { useTranslation } from 'react-i18next';
import {
  Badge,
  DescriptionList,
  Link,
  RecordList,
  RecordListItem,
} from '../../../../design-system';
import type { Loan } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format/use-format';
import * as styles from './loans.css';
import { RenewLoan, useRenewLoan } from './renew-loan';

export interface LoanListProps {
  loans: readonly Loan[];
  /** Accessible name of the list. */
  label: string;
  /**
   * The print receipt: every fact written out (paper has no "Details" to open), titles as text
   * (a link prints as nothing useful) and no Renew button.
   */
  forPrint?: boolean;
}

/**
 * Current loans. On screen each is a compact record: the title, when it is due and where, its
 * state (overdue, reserved by someone else) and a Renew button; the rest behind "Details".
 */
export function LoanList({ loans, label, forPrint = false }: LoanListProps) {
  return (
    <RecordList aria-label={label}>
      {loans.map((loan) =>
        forPrint ? (
          <PrintedLoan key={loan.cod_exemplar} loan={loan} />
        ) : (
          <LoanRecord key={loan.cod_exemplar} loan={loan} />
        ),
      )}
    </RecordList>
  );
}

function LoanFlags({ loan }: { loan: Loan }) {
  const { t } = useTranslation('loans');
  if (!loan.atrasado && !loan.reservado) return null;
  return (
    <>
      {loan.atrasado ? <Badge tone="danger">{t('flags.overdue')}</Badge> : null}
      {loan.reservado ? <Badge tone="warning">{t('flags.reserved')}</Badge> : null}
    </>
  );
}

function LoanRecord({ loan }: { loan: Loan }) {
  const { t } = useTranslation('loans');
  const { date, countLimit } = useFormat();
  const renewal = useRenewLoan(loan);
  return (
    <RecordListItem
      emphasis={loan.atrasado ? 'attention' : undefined}
      title={
        <Link href={paths.title.href(loan.cod_acervo)} variant="standalone">
          {loan.titulo}
        </Link>
      }
      meta={[t('list.dueOn', { date: date(loan.data_devolucao) }), loan.biblioteca]}
      status={<LoanFlags loan={loan} />}
      actions={<RenewLoan loan={loan} renewal={renewal} />}
      outcome={renewal.outcomeText}
      details={
        <DescriptionList
          rows={[
            [t('fields.author'), loan.autor],
            [t('fields.callNumber'), loan.localizacao],
            [t('fields.loanDate'), loan.data_emprestimo ? date(loan.data_emprestimo) : null],
            [t('fields.renewals'), countLimit(loan.renovacoes, loan.limite_renovacoes)],
          ]}
        />
      }
    />
  );
}

function PrintedLoan({ loan }: { loan: Loan }) {
  const { t } = useTranslation('loans');
  const { date, countLimit } = useFormat();
  return (
    <RecordListItem emphasis={loan.atrasado ? 'attention' : undefined}>
      <p className={styles.itemTitle}>{loan.titulo}</p>
      {loan.atrasado || loan.reservado ? (
        <p className={styles.flags}>
          <LoanFlags loan={loan} />
        </p>
      ) : null}
      <DescriptionList
        rows={[
          [t('fields.author'), loan.autor],
          [t('fields.callNumber'), loan.localizacao],
          [t('fields.library'), loan.biblioteca],
          [t('fields.loanDate'), loan.data_emprestimo ? date(loan.data_emprestimo) : null],
          [t('fields.returnDate'), date(loan.data_devolucao)],
          [t('fields.renewals'), countLimit(loan.renovacoes, loan.limite_renovacoes)],
        ]}
      />
    </RecordListItem>
  );
}
