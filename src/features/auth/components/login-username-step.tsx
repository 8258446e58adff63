import { useTranslation } from 'react-i18next';
import { IconButton, IconChevronLeft, TextField } from '../../../../design-system';
import * as styles from './login-form.css';

export interface LoginUsernameFieldProps {
  /** The institution's word for the username ("Matrícula", "CPF"...). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | undefined;
}

/** The username, as typed: step 1 of a two-step login, or the top of a one-step login. */
export function LoginUsernameField({
  label,
  value,
  onChange,
  errorMessage,
}: LoginUsernameFieldProps) {
  return (
    <TextField
      label={label}
      name="username"
      autoComplete="username"
      value={value}
      onChange={onChange}
      isInvalid={!!errorMessage}
      errorMessage={errorMessage}
    />
  );
}

export interface LoginUsernameStepProps extends LoginUsernameFieldProps {
  /** The back arrow, where the login has somewhere to go back to. */
  onBack?: () => void;
}

/** Step 1 of a two-step login: the username alone (then OIDC or the password step). */
export function LoginUsernameStep({ onBack, ...field }: LoginUsernameStepProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      {onBack ? (
        <div className={styles.stepBar}>
          <IconButton label={t('login.back')} icon={<IconChevronLeft />} onPress={onBack} />
        </div>
      ) : null}
      <LoginUsernameField {...field} />
    </>
  );
}
