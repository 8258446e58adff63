import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionUser } from '../../../api/generated/model';
import { Button, Heading, Loader } from '../../../../design-system';
import { paths } from '../../../config/paths';
import { keepOidcFailure, takeRedirectAfterRoundTrip } from '../api/external-login';
import { safeRedirect } from '../utils/login-destination';
import { classifyLoginFailure, type LoginFailure } from '../utils/login-failure';
import { LoginFailureAlert } from './login-failure-alert';

export interface ExternalLoginAnswerProps {
  /** Validates what the identity provider sent back and signs in; rejects when refused. */
  finish: () => Promise<SessionUser>;
  /**
   * OIDC: a refusal is kept and the patron goes back to the login, which shows it once (spec
   * section 4, "a stored OIDC error message is displayed once on load"). SAML shows it here.
   */
  failureBackToLogin?: boolean;
}

/**
 * The page an identity provider returns to (`/oauth-response`, `/saml-response`): validates the
 * answer once, then opens the page the login started from; a refusal (user unknown, permission
 * denied, no tax number...) is shown with a way back to the login.
 */
export function ExternalLoginAnswer({
  finish,
  failureBackToLogin = false,
}: ExternalLoginAnswerProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice; the answer (a nonce or SAML handle) can be used only once.
    if (started.current) return;
    started.current = true;
    const redirect = safeRedirect(takeRedirectAfterRoundTrip());
    finish().then(
      () => void navigate(redirect ?? '/', { replace: true }),
      (error: unknown) => {
        const failed = classifyLoginFailure(error);
        if (!failureBackToLogin) return setFailure(failed);
        keepOidcFailure(failed);
        void navigate(paths.login.href(redirect ?? undefined), { replace: true });
      },
    );
  }, [finish, navigate, failureBackToLogin]);

  return (
    <div>
      <Heading level={1}>{t('login.title')}</Heading>
      {failure ? (
        <>
          <LoginFailureAlert
            failure={failure}
            loginTerm={t('login.usernameDefault')}
            onDismiss={() => undefined}
          />
          <Button variant="link" onPress={() => void navigate('/login', { replace: true })}>
            {t('login.backToLogin')}
          </Button>
        </>
      ) : (
        <Loader fullPage={false} message={t('login.signingIn')} />
      )}
    </div>
  );
}
