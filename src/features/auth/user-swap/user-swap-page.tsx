import { useTranslation } from 'react-i18next';
import { Heading } from '../../../../design-system';
import { useAuthUser } from '../../../stores/auth-store';
import { LoginSwitchSection } from './login-switch-section';
import { UserSwapForm } from './user-swap-form';
import * as styles from './user-swap.css';

/**
 * The personal area's "Trocar usuário" page (menu item Exchange users). Two ways to carry on as
 * someone else without going back to the login page: a person with several logins changes
 * login (the session goes on), and anyone may swap to another user (the session ends and the app
 * signs in as that user, spec section 4).
 */
export function UserSwapPage() {
  const { t } = useTranslation('personal-area');
  const user = useAuthUser();
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('menu.exchangeUsers')}</Heading>
      <div className={styles.section}>
        <p className={styles.intro}>{t('userSwap.intro')}</p>
        {user ? (
          <p className={styles.intro}>
            {t('userSwap.current', { login: user.login, name: user.nome_pessoa })}
          </p>
        ) : null}
      </div>
      <LoginSwitchSection />
      <UserSwapForm />
    </div>
  );
}
