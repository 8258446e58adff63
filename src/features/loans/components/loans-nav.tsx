import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import * as styles from './loans.css';

/** The Loan screen's two pages, each with its own address: current loans and the history. */
export function LoansNav() {
  const { t } = useTranslation('loans');
  const className = ({ isActive }: { isActive: boolean }) =>
    isActive ? styles.navCurrent : undefined;
  return (
    <nav aria-label={t('nav.label')}>
      <ul className={styles.nav}>
        <li>
          <NavLink end to={paths.loans.href()} className={className}>
            {t('nav.current')}
          </NavLink>
        </li>
        <li>
          <NavLink end to={paths.loanHistory.href()} className={className}>
            {t('nav.history')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
