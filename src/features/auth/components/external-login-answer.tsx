import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionUser } from '../../../api/generated/model';
import { Button, Heading, Loader } from '../../../../design-system';
import { paths } from '../../../config/paths';
import { keepOidcFailure, takeRedirectAfterRoundTrip } from '../api/external-login';
import { safeRedirect } from '../utils/login-destination';
import { classifyLoginFailure } from '../utils/login-failure';
import { LoginFailureAlert } from './login-failure-alert';

export interface ExternalLoginAnswerProps<Answer> {
  /** The mutation that validates what the identity provider sent back and signs in. */
  validation: UseMutationOptions<SessionUser, Error, Answer>;
  /** What the identity provider sent back (a nonce, a SAML answer). */
  answer: Answer;
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
export function ExternalLoginAnswer<Answer>({
  validation,
  answer,
  failureBackToLogin = false,
}: ExternalLoginAnswerProps<Answer>) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  // Where the login started, read once (it is removed as it is read) when validation starts.
  const redirect = useRef<string | null>(null);
  // The navigation sits on the mutation itself, so it happens even if a StrictMode remount
  // replaced the component's observer meanwhile.
  const signIn = useMutation({
    ...validation,
    onSuccess: () => void navigate(redirect.current ?? '/', { replace: true }),
    onError: (error) => {
      if (!failureBackToLogin) return;
      keepOidcFailure(classifyLoginFailure(error));
      void navigate(paths.login.href(redirect.current ?? undefined), { replace: true });
    },
  });
  const { mutate } = signIn;
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice; the answer (a nonce or SAML handle) can be used only once.
    if (started.current) return;
    started.current = true;
    redirect.current = safeRedirect(takeRedirectAfterRoundTrip());
    mutate(answer);
  }, [mutate, answer]);
  // OIDC goes back to the login with its failure; SAML says it here.
  const failure = signIn.error && !failureBackToLogin ? classifyLoginFailure(signIn.error) : null;

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
