import { useTranslation } from 'react-i18next';
import { Badge, Link } from '../../../../design-system';
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
    <ul className={styles.list} aria-label={label}>
      {loans.map((loan) => (
        <li key={loan.cod_exemplar} className={styles.item}>
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
          <dl className={styles.details}>
            {loan.autor ? (
              <div>
                <dt>{t('fields.author')}</dt>
                <dd>{loan.autor}</dd>
              </div>
            ) : null}
            {loan.localizacao ? (
              <div>
                <dt>{t('fields.callNumber')}</dt>
                <dd>{loan.localizacao}</dd>
              </div>
            ) : null}
            {loan.biblioteca ? (
              <div>
                <dt>{t('fields.library')}</dt>
                <dd>{loan.biblioteca}</dd>
              </div>
            ) : null}
            {loan.data_emprestimo ? (
              <div>
                <dt>{t('fields.loanDate')}</dt>
                <dd>{date(loan.data_emprestimo)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('fields.returnDate')}</dt>
              <dd>{date(loan.data_devolucao)}</dd>
            </div>
            <div>
              <dt>{t('fields.renewals')}</dt>
              <dd>{countLimit(loan.renovacoes, loan.limite_renovacoes)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
