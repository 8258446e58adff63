import { useTranslation } from 'react-i18next';
import { Heading } from '../../../../design-system';
import { LoanTokenPanel } from '../components/loan-token-panel';
import * as styles from '../components/loans.css';

/** `/meu-portal/token`, Get token: the loan token the patron shows at the desk. */
export function LoanTokenPage() {
  const { t } = useTranslation('loans');
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('token.title')}</Heading>
      <p>{t('token.intro')}</p>
      <LoanTokenPanel />
    </div>
  );
}
