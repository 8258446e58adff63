import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Heading } from '../../../../design-system';
import type { Loan } from '../../../api/generated/model';
import { useFormat } from '../../../lib/format/use-format';
import { useAuthUser } from '../../../stores/auth-store';
import { LoanList } from './loan-list';
import * as styles from './loans.css';

export interface LoansPrintViewProps {
  loans: readonly Loan[];
  /** Grows with each print request, so "print again" opens the dialog again. */
  printRequest: number;
  onPrintAgain: () => void;
  onClose: () => void;
}

/**
 * The loan receipt as it prints: shown on the page, then the browser's print dialog opens. The
 * print stylesheet (loans.css.ts) leaves only this section on paper, as the basket's print view.
 */
export function LoansPrintView({
  loans,
  printRequest,
  onPrintAgain,
  onClose,
}: LoansPrintViewProps) {
  const { t } = useTranslation('loans');
  const { dateTime } = useFormat();
  const user = useAuthUser();
  const sectionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!printRequest) return;
    sectionRef.current?.focus();
    window.print();
  }, [printRequest]);

  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      className={`${styles.page} ${styles.printView}`}
      aria-labelledby="loans-receipt-heading"
    >
      <Heading level={2} id="loans-receipt-heading">
        {t('receipt.heading')}
      </Heading>
      {user ? <p>{t('receipt.patron', { name: user.nome_pessoa })}</p> : null}
      <p>{t('receipt.issuedAt', { date: dateTime(new Date()) })}</p>
      <LoanList loans={loans} label={t('receipt.heading')} linkTitles={false} />
      <div className={styles.actions} data-print-hidden="">
        <Button variant="secondary" onPress={onPrintAgain}>
          {t('receipt.again')}
        </Button>
        <Button variant="quiet" onPress={onClose}>
          {t('receipt.close')}
        </Button>
      </div>
    </section>
  );
}
