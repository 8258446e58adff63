import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '../../../../design-system';
import { wordServerAnswer } from '../../../lib/errors/describe-error';
import type { LoginFailure } from '../utils/login-failure';

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/**
 * A 422 carries a message key: the login's own wording of it first (it speaks of the login),
 * then the shared `errors` catalogue, which shows words as they came and never a key it cannot
 * translate (`CREDENCIAIS_INVALIDAS` on a screen means nothing to a patron).
 */
export function serverMessageText(i18n: I18n, key: string | undefined, message: string): string {
  // Keys come from the server at run time, so they cannot be checked against the typed catalogue.
  const t = i18n.t.bind(i18n) as unknown as LooseT;
  for (const candidate of [key, message]) {
    if (candidate && i18n.exists(`serverMessages.${candidate}`, { ns: 'auth' }))
      return t(`serverMessages.${candidate}`, { ns: 'auth' });
  }
  return wordServerAnswer({ message, key }, i18n.getFixedT(null, 'errors'));
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
