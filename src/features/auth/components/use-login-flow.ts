import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { SessionUser } from '../../../api/generated/model';
import { authMutations, authQueries } from '../api/auth-mutations';
import { beginOidcLogin } from '../api/external-login';
import { initialDirectTo } from '../utils/login-destination';
import { classifyLoginFailure, type LoginFailure } from '../utils/login-failure';
import type { LoginSettings } from '../utils/login-settings';
import {
  buildLoginUsername,
  DEFAULT_PATRON_CATEGORY,
  isOidcUsername,
  type PatronCategory,
} from '../utils/login-username';
import { validateLogin, type DirectTo, type LoginValidation } from '../utils/login-validation';
import { leaveAppFor } from '../../../lib/urls/leave-app';
import { useValuesTypedBeforeHydration } from '../../../lib/forms/use-values-typed-before-hydration';

/** What the patron types and picks; kept as it is after any failure. */
export interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
  category: PatronCategory;
  /** The chosen person when the username is shared (institutions that check duplicates). */
  person: string | null;
  captchaToken: string | null;
  directTo: DirectTo | null;
}

export interface LoginFlowOptions {
  settings: LoginSettings;
  /** True on the full page when the institution offers "direct to" (activity 8). */
  offerDirectTo: boolean;
  captchaShown: boolean;
  redirect: string | null;
  initialFailure: LoginFailure | null;
  onSignedIn: (session: SessionUser, choice: { directTo: DirectTo | null }) => void;
}

const noValidation: LoginValidation = { fields: {}, form: null, ok: true };

/**
 * The login's state and steps (spec sections 4 and 5): step 1 of a two-step login checks the
 * username and goes to the identity provider for an OIDC address or on to the password (looking
 * up people sharing the username where the institution checks duplicates); the password step
 * validates and runs the password-login mutation. Focus follows: to the first invalid field
 * after a refusal, to the new step's text field after a step change.
 */
export function useLoginFlow(options: LoginFlowOptions) {
  const { settings, offerDirectTo, captchaShown, redirect, onSignedIn } = options;
  const queryClient = useQueryClient();
  const [values, setValues] = useState<LoginValues>(() => ({
    username: '',
    password: '',
    remember: false,
    category: DEFAULT_PATRON_CATEGORY,
    person: null,
    captchaToken: null,
    directTo: initialDirectTo(redirect, settings.defaultDirectTo),
  }));
  const [step, setStep] = useState<'username' | 'password'>('username');
  const [validation, setValidation] = useState<LoginValidation>(noValidation);
  const [failure, setFailure] = useState<LoginFailure | null>(options.initialFailure);
  const [captchaResetKey, setCaptchaResetKey] = useState(0);
  const [movingOn, setMovingOn] = useState(false);
  const passwordLogin = useMutation(authMutations.passwordLogin(queryClient));

  const typedUsername = values.username.trim();
  // Filled by the lookup below; a cache read, so people listed for another username never show.
  const { data: duplicates = [] } = useQuery({
    ...authQueries.duplicatePeople(typedUsername),
    enabled: false,
  });
  const people = settings.checkDuplicates ? duplicates : [];
  const onUsernameStep = settings.twoStep && step === 'username';

  const formRef = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState({ target: 'field', n: 0 });
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

  // The prerendered login page can be filled in (by hand or by a password manager) before the
  // app's code runs: what the fields hold then becomes the state.
  useValuesTypedBeforeHydration(formRef, (typed) => {
    const text = (name: string) => {
      const value = typed.get(name);
      return typeof value === 'string' ? value : null;
    };
    const directTo = text('directTo');
    setValues((current) => ({
      ...current,
      username: text('username') ?? current.username,
      password: text('password') ?? current.password,
      remember: typed.has('remember'),
      directTo: directTo === 'M' || directTo === 'C' ? directTo : current.directTo,
    }));
  });

  const setField = <K extends keyof LoginValues>(field: K, value: LoginValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const lookUpDuplicates = () =>
    settings.checkDuplicates
      ? queryClient.fetchQuery(authQueries.duplicatePeople(typedUsername))
      : Promise.resolve([]);

  function checked(input: { passwordShown: boolean; shownPeople: typeof people }) {
    const result = validateLogin({
      username: values.username,
      password: values.password,
      passwordShown: input.passwordShown,
      directToShown: input.passwordShown && offerDirectTo,
      directTo: values.directTo,
      personChoiceShown: input.shownPeople.length > 0,
      person: input.shownPeople.some((choice) => choice.codigo === values.person)
        ? values.person
        : null,
      captchaShown: input.passwordShown && captchaShown,
      captchaToken: values.captchaToken,
    });
    setValidation(result);
    if (!result.ok) focus('invalid');
    return result.ok;
  }

  /** Step 1 of the two-step login: OIDC for an `@` address, else on to the password. */
  async function next() {
    if (!checked({ passwordShown: false, shownPeople: [] })) return;
    if (settings.usesOidc && isOidcUsername(values.username)) {
      leaveAppFor(await beginOidcLogin(values.username, redirect), 'OIDC login', 'signIn');
      return;
    }
    await lookUpDuplicates();
    setStep('password');
    focus('field');
  }

  async function signIn() {
    // One-step institutions that check duplicates look them up on the first submit.
    const shownPeople = await lookUpDuplicates();
    if (!checked({ passwordShown: true, shownPeople })) return;
    const session = await passwordLogin.mutateAsync({
      username: buildLoginUsername({
        username: values.username,
        marker: settings.userMarker,
        person: shownPeople.length > 0 ? values.person : null,
        category: settings.categorySelector ? values.category : null,
      }),
      password: values.password,
      remember: values.remember,
      captchaToken: captchaShown ? (values.captchaToken ?? '') : false,
    });
    onSignedIn(session, { directTo: offerDirectTo ? values.directTo : null });
  }

  const pending = movingOn || passwordLogin.isPending;
  async function submit() {
    if (pending) return;
    setFailure(null);
    passwordLogin.reset();
    setMovingOn(true);
    try {
      await (onUsernameStep ? next() : signIn());
    } catch (error) {
      // What was typed stays as it is, so the patron only fixes what is wrong.
      setFailure(classifyLoginFailure(error));
      // A captcha token is good for one request: the server used or refused it.
      if (captchaShown && !onUsernameStep) setCaptchaResetKey((key) => key + 1);
    } finally {
      setMovingOn(false);
    }
  }

  function backToUsername() {
    setStep('username');
    setValidation(noValidation);
    setFailure(null);
    focus('field');
  }

  return {
    values,
    setField,
    people,
    onUsernameStep,
    validation,
    failure,
    setFailure,
    captchaResetKey,
    pending,
    signedIn: passwordLogin.isSuccess,
    formRef,
    submit,
    backToUsername,
  };
}
