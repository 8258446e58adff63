import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { PersonChoice, SessionUser } from '../../../api/generated/model';
import { Heading } from '../../../../design-system';
import { notify } from '../../../lib/notifications/notifications';
import { forgetOidcFailure, peekOidcFailure } from '../api/external-login';
import { fetchBaseAccessUrl, fetchPersonLogins } from '../api/login-requests';
import { AccountChooser } from '../components/account-chooser';
import { LoginForm } from '../components/login-form';
import { RecoveryFlow } from '../recovery/components/recovery-flow';
import { loginDestination, safeRedirect } from '../utils/login-destination';
import { ACTIVITY_PERSONAL_AREA, hasActivity, loginSettings } from '../utils/login-settings';
import { redirectBaseSlug } from '../utils/login-username';
import type { DirectTo } from '../utils/login-validation';
import * as styles from './login-page.css';
import { publicConfigQueries } from '../../../api/queries/public-config-queries';
import { leaveAppFor, openInNewTab } from '../../../lib/urls/leave-app';

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
  const baseSlug = redirectBaseSlug(params.get('redirect'));
  // A failed OIDC round trip left its message for this load only (spec section 4).
  const [oidcFailure] = useState(peekOidcFailure);
  useEffect(() => forgetOidcFailure(), []);
  const { data: institution } = useQuery(publicConfigQueries.institution());
  const { data: activities = [] } = useQuery(publicConfigQueries.functionalities());
  const settings = loginSettings(institution, activities);
  const [mode, setMode] = useState<Mode>('LOGIN');
  const [accountChoice, setAccountChoice] = useState<AccountChoice | null>(null);

  const go = (target: string) => void navigate(target, { replace: true });

  /** The switch answers an address; inside the app it is followed without a reload. */
  function followAnswer(url: string) {
    const target = new URL(url, window.location.origin);
    if (target.origin === window.location.origin)
      go(`${target.pathname}${target.search}${target.hash}`);
    else leaveAppFor(target.href, 'login answer', 'signIn');
  }

  /**
   * The publisher base the redirect names opens in a new tab while the click that signed in still
   * counts as the patron's gesture; where the browser blocks the tab, it opens here instead.
   */
  async function openBase(slug: string): Promise<boolean> {
    try {
      const url = await fetchBaseAccessUrl(slug);
      const opened = openInNewTab(url, 'publisher base', { flow: 'ebook' });
      if (opened === 'opened') {
        notify({ tone: 'info', message: t('login.baseOpened', { base: slug }) });
        return false;
      }
      // A blocked tab opens here instead; a refused address has been said and the login goes on.
      return opened === 'blocked' && leaveAppFor(url, 'publisher base', 'ebook');
    } catch {
      notify({ tone: 'warning', message: t('login.baseFailed', { base: slug }) });
      return false;
    }
  }

  async function signedIn(session: SessionUser, { directTo }: { directTo: DirectTo | null }) {
    if (baseSlug && (await openBase(baseSlug))) return;
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
          initialFailure={oidcFailure}
        />
      ) : (
        <RecoveryFlow onRecovered={() => setMode('LOGIN')} onBackToLogin={() => setMode('LOGIN')} />
      )}
    </div>
  );
}
