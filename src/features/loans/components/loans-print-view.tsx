import { useTranslation } from 'react-i18next';
import { PrintView } from '../../../../design-system';
import type { Loan } from '../../../api/generated/model';
import { useFormat } from '../../../lib/format/use-format';
import { useAuthUser } from '../../../stores/auth-store';
import { LoanList } from './loan-list';

export interface LoansPrintViewProps {
  loans: readonly Loan[];
  /** Grows with each print request, so "print again" opens the dialog again. */
  printRequest: number;
  onPrintAgain: () => void;
  onClose: () => void;
}

/**
 * The loan receipt as it prints: shown on the page, then the browser's print dialog opens with
 * only the receipt on paper.
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
  return (
    <PrintView
      heading={t('receipt.heading')}
      printRequest={printRequest}
      printAgainLabel={t('receipt.again')}
      closeLabel={t('receipt.close')}
      onPrintAgain={onPrintAgain}
      onClose={onClose}
    >
      {user ? <p>{t('receipt.patron', { name: user.nome_pessoa })}</p> : null}
      <p>{t('receipt.issuedAt', { date: dateTime(new Date()) })}</p>
      <LoanList loans={loans} label={t('receipt.heading')} forPrint />
    </PrintView>
  );
}
