import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../api/generated/model';
import { publicConfigQueries } from '../../../api/queries/public-config-queries';
import { Alert, Button, Disclosure, Form, FormActions } from '../../../../design-system';
import { useHydrated } from '../../../lib/forms/use-hydrated';
import { useCaptchaRequired } from '../captcha/use-captcha-required';
import type { LoginFailure } from '../utils/login-failure';
import { loginSettings } from '../utils/login-settings';
import type { DirectTo, LoginValidation } from '../utils/login-validation';
import { LoginFailureAlert } from './login-failure-alert';
import * as styles from './login-form.css';
import { LoginPasswordStep } from './login-password-step';
import { LoginUsernameStep } from './login-username-step';
import { SamlLoginButton } from './saml-login-button';
import { useLoginFlow } from './use-login-flow';

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

/**
 * The login of spec sections 2, 4 and 5: one step (`ufx`: username and password together) or
 * two steps (`ify`, or any OIDC institution: the username, then the password), with the
 * patron-category selector, the duplicate-person selector and the captcha where the institution
 * uses them. A username with `@` at an OIDC institution goes to the identity provider. The steps
 * are their own components; `useLoginFlow` holds what was typed and runs the sign-in.
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
  const { data: institution } = useQuery(publicConfigQueries.institution());
  const { data: activities = [] } = useQuery(publicConfigQueries.functionalities());
  const settings = loginSettings(institution, activities);
  const loginTerm = settings.loginTerm ?? t('login.usernameDefault');
  const offerDirectTo = variant === 'page' && settings.offerDirectTo;
  const captchaShown = useCaptchaRequired();
  // The ref comes apart from the rest: React's lint treats an object holding a ref as a ref.
  const { formRef, ...flow } = useLoginFlow({
    settings,
    offerDirectTo,
    captchaShown,
    redirect,
    initialFailure,
    onSignedIn,
  });
  const { validation, failure, onUsernameStep } = flow;
  // The prerendered login page (issue 16) cannot be sent before its code runs.
  const live = useHydrated();

  const errorOf = (field: keyof LoginValidation['fields']) => {
    const problem = validation.fields[field];
    if (problem) return t(`validation.${problem}`);
    // The server's captcha refusal is also said next to the widget.
    if (field === 'captcha' && failure?.kind === 'captcha') return t('validation.captchaRequired');
    return undefined;
  };

  return (
    <div className={styles.stack}>
      {settings.notice ? (
        <Disclosure title={t('login.notice')} headingLevel={2}>
          <p className={styles.notice}>{settings.notice}</p>
        </Disclosure>
      ) : null}
      {settings.showSaml && (onUsernameStep || !settings.twoStep) ? (
        <SamlLoginButton redirect={redirect} onFailure={flow.setFailure} />
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
          onDismiss={() => flow.setFailure(null)}
        />
      ) : null}
      {flow.signedIn && variant === 'modal' ? (
        <Alert tone="success" live="status">
          {t('login.signedIn')}
        </Alert>
      ) : null}

      <div ref={formRef}>
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            void flow.submit();
          }}
          validationBehavior="aria"
        >
          {onUsernameStep ? (
            <LoginUsernameStep
              label={loginTerm}
              value={flow.values.username}
              onChange={(value) => flow.setField('username', value)}
              errorMessage={errorOf('username')}
              onBack={onBack}
            />
          ) : (
            <LoginPasswordStep
              values={flow.values}
              setField={flow.setField}
              loginTerm={loginTerm}
              onChangeUser={settings.twoStep ? flow.backToUsername : null}
              showCategory={settings.categorySelector}
              people={flow.people}
              showDirectTo={offerDirectTo}
              showCaptcha={captchaShown}
              captchaResetKey={flow.captchaResetKey}
              errorOf={errorOf}
            />
          )}
          <FormActions>
            <Button type="submit" isPending={flow.pending} isDisabled={!live}>
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
