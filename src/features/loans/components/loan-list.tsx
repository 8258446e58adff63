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

export interface LoanListProps {
  loans: readonly Loan[];
  /** Accessible name of the list. */
  label: string;
  /** The print receipt shows titles as text (a link prints as nothing useful). */
  linkTitles?: boolean;
}

/** Current loans: title, call number, library, dates, renewals `count / limit` and the flags. */
export function LoanList({ loans, label, linkTitles = true }: LoanListProps) {
  const { t } = useTranslation('loans');
  const { date, countLimit } = useFormat();
  return (
    <RecordList aria-label={label}>
      {loans.map((loan) => (
        <RecordListItem key={loan.cod_exemplar} emphasised={loan.atrasado}>
          <p className={styles.itemTitle}>
            {linkTitles ? (
              <Link href={paths.title.href(loan.cod_acervo)} variant="standalone">
                {loan.titulo}
              </Link>
            ) : (
              loan.titulo
            )}
          </p>
          {loan.atrasado || loan.reservado ? (
            <p className={styles.flags}>
              {loan.atrasado ? <Badge tone="danger">{t('flags.overdue')}</Badge> : null}
              {loan.reservado ? <Badge tone="warning">{t('flags.reserved')}</Badge> : null}
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
      ))}
    </RecordList>
  );
}
