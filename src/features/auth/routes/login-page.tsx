import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { PersonChoice, SessionUser } from '../../../api/generated/model';
import { Alert, Button, Heading } from '../../../../design-system';
import { loginConfigQueries } from '../api/login-config-queries';
import { fetchPersonLogins } from '../api/login-requests';
import { AccountChooser } from '../components/account-chooser';
import { LoginForm } from '../components/login-form';
import { loginDestination, safeRedirect } from '../utils/login-destination';
import { ACTIVITY_PERSONAL_AREA, hasActivity, loginSettings } from '../utils/login-settings';
import type { DirectTo } from '../utils/login-validation';
import * as styles from './login-page.css';

type Mode = 'LOGIN' | 'FORGOT_PASSWORD';

interface AccountChoice {
  logins: PersonChoice[];
  currentLogin: string;
  destination: string;
}

/** `/login?redirect=`: the full-page login (spec section 2), then the account choice or the destination. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const { data: institution } = useQuery(loginConfigQueries.institution());
  const { data: activities = [] } = useQuery(loginConfigQueries.functionalities());
  const settings = loginSettings(institution, activities);
  const [mode, setMode] = useState<Mode>('LOGIN');
  const [accountChoice, setAccountChoice] = useState<AccountChoice | null>(null);

  const go = (target: string) => void navigate(target, { replace: true });

  /** The switch answers an address; inside the app it is followed without a reload. */
  function followAnswer(url: string) {
    const target = new URL(url, window.location.origin);
    if (target.origin === window.location.origin)
      go(`${target.pathname}${target.search}${target.hash}`);
    else window.location.assign(target.href);
  }

  async function signedIn(session: SessionUser, { directTo }: { directTo: DirectTo | null }) {
    const destination = loginDestination({
      redirect,
      directTo,
      mayUsePersonalArea: hasActivity(session.authPermissions, ACTIVITY_PERSONAL_AREA),
      institutionDefault: settings.defaultDirectTo,
    });
    // A failure to list the other logins must not undo a good login: go on to the destination.
    const logins = await fetchPersonLogins().catch(() => []);
    if (logins.length > 1)
      setAccountChoice({ logins, currentLogin: session.user.login, destination });
    else go(destination);
  }

  return (
    <div className={styles.page}>
      <Heading level={1} id="login-title">
        {mode === 'LOGIN' ? t('login.title') : t('forgot.title')}
      </Heading>
      {accountChoice ? (
        <AccountChooser {...accountChoice} onSwitched={followAnswer} />
      ) : mode === 'LOGIN' ? (
        <LoginForm
          variant="page"
          redirect={redirect}
          onSignedIn={(session, choice) => void signedIn(session, choice)}
          onForgotPassword={() => setMode('FORGOT_PASSWORD')}
          onBack={() => go(redirect ?? '/')}
        />
      ) : (
        <div className={styles.forgot}>
          <Alert tone="info">{t('forgot.unavailable')}</Alert>
          <Button variant="link" onPress={() => setMode('LOGIN')}>
            {t('login.backToLogin')}
          </Button>
        </div>
      )}
    </div>
  );
}
