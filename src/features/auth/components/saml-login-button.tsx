import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../design-system';
import { authMutations } from '../api/auth-mutations';
import { keepRedirectForRoundTrip } from '../api/external-login';
import { classifyLoginFailure, type LoginFailure } from '../utils/login-failure';
import * as styles from './login-form.css';
import { leaveAppFor } from '../../../lib/urls/leave-app';

export interface SamlLoginButtonProps {
  /** Same-site path the SAML round trip comes back to. */
  redirect: string | null;
  /** Called with `null` when the patron presses the button, and with what went wrong if it fails. */
  onFailure: (failure: LoginFailure | null) => void;
}

/**
 * The institutional (SAML) login above the form, with its "or" separator: asks the server for
 * the identity provider's address and goes there; the login form says a failure in its alert.
 */
export function SamlLoginButton({ redirect, onFailure }: SamlLoginButtonProps) {
  const { t } = useTranslation('auth');
  const samlStart = useMutation({
    ...authMutations.samlStart(),
    onMutate: () => onFailure(null),
    onSuccess: (link) => {
      keepRedirectForRoundTrip(redirect);
      leaveAppFor(link, 'SAML login', 'signIn');
    },
    onError: (error) => onFailure(classifyLoginFailure(error)),
  });
  // Pending until the browser has left for the identity provider.
  const pending = samlStart.isPending || samlStart.isSuccess;

  return (
    <>
      <Button variant="secondary" onPress={() => samlStart.mutate(redirect)} isPending={pending}>
        {t('login.saml')}
      </Button>
      <div className={styles.separator} role="separator" aria-label={t('login.or')}>
        <span aria-hidden="true">{t('login.or')}</span>
      </div>
    </>
  );
}
