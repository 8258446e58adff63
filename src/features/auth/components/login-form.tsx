import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../api/generated/model';
import {
  Alert,
  Button,
  Checkbox,
  Disclosure,
  Form,
  FormActions,
  PasswordField,
  Radio,
  RadioGroup,
  TextField,
} from '../../../../design-system';
import { loginConfigQueries } from '../api/login-config-queries';
import { keepRedirectForRoundTrip } from '../api/external-login';
import { fetchSamlLoginLink, signInWithPassword } from '../api/login-requests';
import { initialDirectTo } from '../utils/login-destination';
import { classifyLoginFailure, type LoginFailure } from '../utils/login-failure';
import { loginSettings } from '../utils/login-settings';
import { validateLogin, type DirectTo, type LoginValidation } from '../utils/login-validation';
import { LoginFailureAlert } from './login-failure-alert';
import * as styles from './login-form.css';

export interface LoginFormProps {
  /** `page` offers "direct to"; `modal` and `embedded` never do (spec section 2). */
  variant: 'page' | 'modal' | 'embedded';
  /** Same-site path to return to, already checked. */
  redirect: string | null;
  onSignedIn: (session: SessionUser, choice: { directTo: DirectTo | null }) => void;
  onForgotPassword: () => void;
  /** The Voltar button; omitted where there is nothing to go back to. */
  onBack?: () => void;
}

const noValidation: LoginValidation = { fields: {}, form: null, ok: true };

/** The password login of spec section 2 (institution `ufx` style: one step). */
export function LoginForm({
  variant,
  redirect,
  onSignedIn,
  onForgotPassword,
  onBack,
}: LoginFormProps) {
  const { t } = useTranslation('auth');
  const { data: institution } = useQuery(loginConfigQueries.institution());
  const { data: activities = [] } = useQuery(loginConfigQueries.functionalities());
  const settings = loginSettings(institution, activities);
  const loginTerm = settings.loginTerm ?? t('login.usernameDefault');
  const offerDirectTo = variant === 'page' && settings.offerDirectTo;

  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [directTo, setDirectTo] = useState<DirectTo | null>(() =>
    initialDirectTo(redirect, settings.defaultDirectTo),
  );
  const [validation, setValidation] = useState<LoginValidation>(noValidation);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [pending, setPending] = useState(false);
  const [samlPending, setSamlPending] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  // After a refused submit, focus goes to the first field that needs attention.
  useEffect(() => {
    if (!focusRequest) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const checked = validateLogin({
      username,
      password,
      passwordShown: true,
      directToShown: offerDirectTo,
      directTo,
      personChoiceShown: false,
      person: null,
      captchaShown: false,
      captchaToken: null,
    });
    setValidation(checked);
    setFailure(null);
    if (!checked.ok) {
      setFocusRequest((n) => n + 1);
      return;
    }
    setPending(true);
    try {
      const session = await signInWithPassword({ username, password, remember });
      onSignedIn(session, { directTo: offerDirectTo ? directTo : null });
    } catch (error) {
      // The typed username and password stay as they are, so the patron only fixes what is wrong.
      setFailure(classifyLoginFailure(error));
    } finally {
      setPending(false);
    }
  }

  async function samlLogin() {
    setSamlPending(true);
    setFailure(null);
    try {
      const link = await fetchSamlLoginLink(redirect);
      keepRedirectForRoundTrip(redirect);
      window.location.assign(link);
    } catch (error) {
      setFailure(classifyLoginFailure(error));
      setSamlPending(false);
    }
  }

  const fieldError = (field: keyof LoginValidation['fields']) => {
    const problem = validation.fields[field];
    return problem ? t(`validation.${problem}`) : undefined;
  };

  return (
    <div className={styles.stack}>
      {settings.notice ? (
        <Disclosure title={t('login.notice')} headingLevel={2}>
          <p className={styles.notice}>{settings.notice}</p>
        </Disclosure>
      ) : null}

      {settings.showSaml ? (
        <>
          <Button variant="secondary" onPress={() => void samlLogin()} isPending={samlPending}>
            {t('login.saml')}
          </Button>
          <div className={styles.separator} role="separator" aria-label={t('login.or')}>
            <span aria-hidden="true">{t('login.or')}</span>
          </div>
        </>
      ) : null}

      {validation.form ? (
        <Alert tone="warning" live="alert">
          {t(`validation.${validation.form}`)}
        </Alert>
      ) : null}
      {failure ? (
        <LoginFailureAlert
          failure={failure}
          loginTerm={loginTerm}
          onForgotPassword={settings.showForgotPassword ? onForgotPassword : undefined}
          onDismiss={() => setFailure(null)}
        />
      ) : null}

      <div ref={formRef}>
        <Form onSubmit={(event) => void submit(event)} validationBehavior="aria">
          <TextField
            label={loginTerm}
            name="username"
            autoComplete="username"
            value={username}
            onChange={setUsername}
            isInvalid={!!validation.fields.username}
            errorMessage={fieldError('username')}
          />
          <PasswordField
            label={t('login.password')}
            name="password"
            value={password}
            onChange={setPassword}
            isInvalid={!!validation.fields.password}
            errorMessage={fieldError('password')}
          />
          {offerDirectTo ? (
            <RadioGroup
              label={t('login.directTo')}
              value={directTo}
              onChange={(value) => setDirectTo(value === 'M' ? 'M' : 'C')}
              orientation="horizontal"
              isInvalid={!!validation.fields.directTo}
              errorMessage={fieldError('directTo')}
            >
              <Radio value="M">{t('login.directToPersonalArea')}</Radio>
              <Radio value="C">{t('login.directToCatalogue')}</Radio>
            </RadioGroup>
          ) : null}
          <Checkbox isSelected={remember} onChange={setRemember}>
            {t('login.remember')}
          </Checkbox>
          <FormActions>
            <Button type="submit" isPending={pending}>
              {settings.submitLabel ?? t('login.submit')}
            </Button>
            {onBack ? (
              <Button variant="secondary" onPress={onBack}>
                {t('login.back')}
              </Button>
            ) : null}
          </FormActions>
          {settings.showForgotPassword ? (
            <Button variant="link" onPress={onForgotPassword}>
              {t('login.forgotPassword')}
            </Button>
          ) : null}
        </Form>
      </div>
    </div>
  );
}
