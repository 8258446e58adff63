import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '../../../../design-system';
import type { LoginFailure } from '../utils/login-failure';

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/**
 * A 422 carries a message key: the shared `errors` catalogue first, then the login's own keys,
 * else the server's words as they came.
 */
export function serverMessageText(i18n: I18n, key: string | undefined, message: string): string {
  // Keys come from the server at run time, so they cannot be checked against the typed catalogue.
  const t = i18n.t.bind(i18n) as unknown as LooseT;
  for (const candidate of [key, message]) {
    if (!candidate) continue;
    if (i18n.exists(candidate, { ns: 'errors' })) return t(candidate, { ns: 'errors' });
    if (i18n.exists(`serverMessages.${candidate}`, { ns: 'auth' }))
      return t(`serverMessages.${candidate}`, { ns: 'auth' });
  }
  return message;
}

export interface LoginFailureAlertProps {
  failure: LoginFailure;
  loginTerm: string;
  /** Offered with the blocked message when the institution has password recovery. */
  onForgotPassword?: () => void;
  onDismiss: () => void;
}

/** Spec section 8, login: one message per failure; 500 in danger, the rest as warnings. */
export function LoginFailureAlert({
  failure,
  loginTerm,
  onForgotPassword,
  onDismiss,
}: LoginFailureAlertProps) {
  const { t, i18n } = useTranslation('auth');
  const text =
    failure.kind === 'serverMessage'
      ? serverMessageText(i18n, failure.key, failure.message)
      : failure.kind === 'credentials'
        ? t('failure.credentials', { term: loginTerm })
        : t(`failure.${failure.kind}`);
  return (
    <Alert
      tone={failure.kind === 'serverError' || failure.kind === 'network' ? 'danger' : 'warning'}
      live="alert"
      title={t('failure.title')}
      onDismiss={onDismiss}
    >
      <p>{text}</p>
      {failure.kind === 'blocked' && onForgotPassword ? (
        <Button variant="link" onPress={onForgotPassword}>
          {t('login.forgotPassword')}
        </Button>
      ) : null}
    </Alert>
  );
}
