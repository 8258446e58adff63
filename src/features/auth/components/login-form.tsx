import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonChoice, SessionUser } from '../../../api/generated/model';
import {
  Alert,
  Button,
  Checkbox,
  Disclosure,
  Form,
  FormActions,
  IconButton,
  IconChevronLeft,
  ListBoxItem,
  PasswordField,
  Radio,
  RadioGroup,
  Select,
  TextField,
} from '../../../../design-system';
import { CaptchaField } from '../captcha/captcha-field';
import { useCaptchaRequired } from '../captcha/use-captcha-required';
import { beginOidcLogin, keepRedirectForRoundTrip } from '../api/external-login';
import {
  fetchDuplicatePeople,
  fetchSamlLoginLink,
  signInWithPassword,
} from '../api/login-requests';
import { initialDirectTo } from '../utils/login-destination';
import { classifyLoginFailure, type LoginFailure } from '../utils/login-failure';
import { loginSettings } from '../utils/login-settings';
import {
  buildLoginUsername,
  DEFAULT_PATRON_CATEGORY,
  isOidcUsername,
  isPatronCategory,
  patronCategories,
  type PatronCategory,
} from '../utils/login-username';
import { validateLogin, type DirectTo, type LoginValidation } from '../utils/login-validation';
import { LoginFailureAlert } from './login-failure-alert';
import * as styles from './login-form.css';
import { publicConfigQueries } from '../../../api/queries/public-config-queries';

export interface LoginFormProps {
  /** `page` offers "direct to"; `modal` and `embedded` never do (spec section 2). */
  variant: 'page' | 'modal' | 'embedded';
  /** Same-site path to return to, already checked (also where OIDC/SAML round trips come back). */
  redirect: string | null;
  onSignedIn: (session: SessionUser, choice: { directTo: DirectTo | null }) => void;
  onForgotPassword: () => void;
  /** The Voltar button (and the back arrow of step 1); omitted where there is nothing to go back to. */
  onBack?: () => void;
  /** A failure to show on arrival (the stored OIDC error of spec section 4). */
  initialFailure?: LoginFailure | null;
}

const noValidation: LoginValidation = { fields: {}, form: null, ok: true };

/** Duplicate people found for one username; `null` until looked up. */
interface DuplicateCheck {
  username: string;
  people: PersonChoice[];
}

/**
 * The login of spec sections 2, 4 and 5: one step (`ufx`: username and password together) or
 * two steps (`ify`, or any OIDC institution: the username, then the password), with the
 * patron-category selector, the duplicate-person selector and the captcha where the institution
 * uses them. A username with `@` at an OIDC institution goes to the identity provider.
 */
export function LoginForm({
  variant,
  redirect,
  onSignedIn,
  onForgotPassword,
  onBack,
  initialFailure = null,
}: LoginFormProps) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const { data: institution } = useQuery(publicConfigQueries.institution());
  const { data: activities = [] } = useQuery(publicConfigQueries.functionalities());
  const settings = loginSettings(institution, activities);
  const loginTerm = settings.loginTerm ?? t('login.usernameDefault');
  const offerDirectTo = variant === 'page' && settings.offerDirectTo;
  const captchaShown = useCaptchaRequired();

  // Read only in two-step institutions.
  const [step, setStep] = useState<'username' | 'password'>('username');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [category, setCategory] = useState<PatronCategory>(DEFAULT_PATRON_CATEGORY);
  const [duplicates, setDuplicates] = useState<DuplicateCheck | null>(null);
  const [person, setPerson] = useState<string | null>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaResetKey, setCaptchaResetKey] = useState(0);
  const [directTo, setDirectTo] = useState<DirectTo | null>(() =>
    initialDirectTo(redirect, settings.defaultDirectTo),
  );
  const [validation, setValidation] = useState<LoginValidation>(noValidation);
  const [failure, setFailure] = useState<LoginFailure | null>(initialFailure);
  const [pending, setPending] = useState(false);
  const [samlPending, setSamlPending] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState<{ target: 'invalid' | 'field'; n: number }>({
    target: 'field',
    n: 0,
  });

  const twoStep = settings.twoStep;
  const onUsernameStep = twoStep && step === 'username';
  const people = duplicates && duplicates.username === username.trim() ? duplicates.people : [];

  // After a refused submit, focus goes to the first field that needs attention; after a step
  // change, to the first field of the new step.
  useEffect(() => {
    if (!focusRequest.n) return;
    // A new step starts at its text field: the password in step 2, even below the selectors.
    const selector =
      focusRequest.target === 'invalid'
        ? '[aria-invalid="true"]'
        : 'input[name="password"], input[name="username"]:not([type="hidden"])';
    formRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [focusRequest]);
  const focus = (target: 'invalid' | 'field') =>
    setFocusRequest((request) => ({ target, n: request.n + 1 }));

  function refuse(checked: LoginValidation) {
    setValidation(checked);
    focus('invalid');
  }

  /** Step 1 of the two-step login: OIDC for an `@` address, else on to the password. */
  async function next() {
    const checked = validateLogin({
      username,
      password,
      passwordShown: false,
      directToShown: false,
      directTo,
      personChoiceShown: false,
      person: null,
      captchaShown: false,
      captchaToken: null,
    });
    setValidation(checked);
    if (!checked.ok) return refuse(checked);
    if (settings.usesOidc && isOidcUsername(username)) {
      const link = await beginOidcLogin(username, redirect);
      window.location.assign(link);
      return;
    }
    if (settings.checkDuplicates) await lookUpDuplicates();
    setStep('password');
    focus('field');
  }

  async function lookUpDuplicates(): Promise<PersonChoice[]> {
    const typed = username.trim();
    if (duplicates?.username === typed) return duplicates.people;
    const found = await fetchDuplicatePeople(typed);
    setDuplicates({ username: typed, people: found });
    setPerson(null);
    return found;
  }

  async function signIn() {
    // One-step institutions that check duplicates look them up on the first submit.
    const shownPeople = settings.checkDuplicates ? await lookUpDuplicates() : [];
    const checked = validateLogin({
      username,
      password,
      passwordShown: true,
      directToShown: offerDirectTo,
      directTo,
      personChoiceShown: shownPeople.length > 0,
      person: shownPeople.some((choice) => choice.codigo === person) ? person : null,
      captchaShown,
      captchaToken,
    });
    setValidation(checked);
    if (!checked.ok) return refuse(checked);
    const session = await signInWithPassword(queryClient, {
      username: buildLoginUsername({
        username,
        marker: settings.userMarker,
        person: shownPeople.length > 0 ? person : null,
        category: settings.categorySelector ? category : null,
      }),
      password,
      remember,
      captchaToken: captchaShown ? (captchaToken ?? '') : false,
    });
    setSignedIn(true);
    onSignedIn(session, { directTo: offerDirectTo ? directTo : null });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    setSignedIn(false);
    setPending(true);
    try {
      await (onUsernameStep ? next() : signIn());
    } catch (error) {
      // What was typed stays as it is, so the patron only fixes what is wrong.
      setFailure(classifyLoginFailure(error));
      // A captcha token is good for one request: the server used or refused it.
      if (captchaShown && !onUsernameStep) setCaptchaResetKey((key) => key + 1);
    } finally {
      setPending(false);
    }
  }

  function backToUsername() {
    setStep('username');
    setValidation(noValidation);
    setFailure(null);
    focus('field');
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
  // The server's captcha refusal is also said next to the widget.
  const captchaError =
    fieldError('captcha') ??
    (failure?.kind === 'captcha' ? t('validation.captchaRequired') : undefined);

  const usernameField = (
    <TextField
      label={loginTerm}
      name="username"
      autoComplete="username"
      value={username}
      onChange={setUsername}
      isInvalid={!!validation.fields.username}
      errorMessage={fieldError('username')}
    />
  );

  return (
    <div className={styles.stack}>
      {settings.notice ? (
        <Disclosure title={t('login.notice')} headingLevel={2}>
          <p className={styles.notice}>{settings.notice}</p>
        </Disclosure>
      ) : null}

      {settings.showSaml && (onUsernameStep || !twoStep) ? (
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
      {signedIn && variant === 'modal' ? (
        <Alert tone="success" live="status">
          {t('login.signedIn')}
        </Alert>
      ) : null}

      <div ref={formRef}>
        <Form onSubmit={(event) => void submit(event)} validationBehavior="aria">
          {onUsernameStep ? (
            <>
              {onBack ? (
                <div className={styles.stepBar}>
                  <IconButton label={t('login.back')} icon={<IconChevronLeft />} onPress={onBack} />
                </div>
              ) : null}
              {usernameField}
            </>
          ) : (
            <>
              {twoStep ? (
                <div className={styles.stepBar}>
                  <IconButton
                    label={t('login.changeUser')}
                    icon={<IconChevronLeft />}
                    onPress={backToUsername}
                  />
                  <p className={styles.chosenUser}>
                    <span>{loginTerm}: </span>
                    <strong>{username.trim()}</strong>
                  </p>
                  <input type="hidden" name="username" autoComplete="username" value={username} />
                </div>
              ) : (
                usernameField
              )}
              {settings.categorySelector ? (
                <Select
                  label={t('login.category')}
                  value={category}
                  onChange={(key) => {
                    if (isPatronCategory(key)) setCategory(key);
                  }}
                >
                  {patronCategories.map((code) => (
                    <ListBoxItem key={code} id={code}>
                      {t(`categories.${code}`)}
                    </ListBoxItem>
                  ))}
                </Select>
              ) : null}
              {people.length > 0 ? (
                <RadioGroup
                  label={t('login.person')}
                  description={t('login.personDescription')}
                  value={person}
                  onChange={setPerson}
                  isRequired
                  isInvalid={!!validation.fields.person}
                  errorMessage={fieldError('person')}
                >
                  {people.map((choice) => (
                    <Radio key={choice.codigo} value={choice.codigo}>
                      {`${choice.nome} · ${choice.codigo}`}
                    </Radio>
                  ))}
                </RadioGroup>
              ) : null}
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
              {captchaShown ? (
                <CaptchaField
                  onTokenChange={setCaptchaToken}
                  errorMessage={captchaError}
                  resetKey={captchaResetKey}
                />
              ) : null}
            </>
          )}
          <FormActions>
            <Button type="submit" isPending={pending}>
              {onUsernameStep ? t('login.next') : (settings.submitLabel ?? t('login.submit'))}
            </Button>
            {onBack && !onUsernameStep ? (
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
