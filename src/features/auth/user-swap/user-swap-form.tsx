import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  Alert,
  Button,
  Form,
  FormActions,
  Heading,
  PasswordField,
  TextField,
} from '../../../../design-system';
import { paths } from '../../../config/paths';
import { describeError } from '../../../lib/errors/describe-error';
import { notify } from '../../../lib/notifications/notifications';
import { useAuthUser } from '../../../stores/auth-store';
import { authMutations } from '../api/auth-mutations';
import { usePatronSessionReset } from '../../../lib/session/patron-session-reset';
import { CaptchaField } from '../captcha/captcha-field';
import { useCaptchaRequired } from '../captcha/use-captcha-required';
import { LoginFailureAlert } from '../components/login-failure-alert';
import { loginSettings } from '../utils/login-settings';
import { placeUserSwapFailure, type UserSwapFailure } from './user-swap-failure';
import {
  MAX_LOGIN_LENGTH,
  validateUserSwap,
  type UserSwapValidation,
} from './user-swap-validation';
import * as styles from './user-swap.css';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import { publicConfigQueries } from '../../../api/queries/public-config-queries';

const noValidation: UserSwapValidation = { fields: {}, ok: true };

/**
 * "Trocar usuário" (spec sections 2, 4 and 7): the other account's login and password. The swap
 * ends this session and the app signs in as the other account, then opens the personal area's
 * home as that person. On any error the typed login and password stay.
 */
export function UserSwapForm() {
  const { t } = useTranslation('personal-area');
  const { t: tAuth } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resetPatronSession = usePatronSessionReset();
  const user = useAuthUser();
  const { data: institution } = useQuery(publicConfigQueries.institution());
  const { data: activities = [] } = useQuery(publicConfigQueries.functionalities());
  const loginTerm =
    loginSettings(institution, activities).loginTerm ?? tAuth('login.usernameDefault');
  const captchaShown = useCaptchaRequired();

  const [usuario, setUsuario] = useState('');
  const [senha, setSenha] = useState('');
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [validation, setValidation] = useState<UserSwapValidation>(noValidation);
  const [failure, setFailure] = useState<UserSwapFailure | null>(null);
  const userSwap = useMutation(authMutations.userSwap(queryClient));
  // Pending from the press until the page has moved on (a success is followed by navigation).
  const pending = userSwap.isPending || userSwap.isSuccess;
  const { containerRef: formRef, focusFirstInvalid } = useFocusFirstInvalid();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const checked = validateUserSwap({
      usuario,
      senha,
      currentLogin: user?.login ?? null,
      captchaShown,
      captchaToken,
    });
    setValidation(checked);
    setFailure(null);
    if (!checked.ok) {
      focusFirstInvalid();
      return;
    }
    try {
      const session = await userSwap.mutateAsync({
        usuario,
        senha,
        ...(captchaShown && captchaToken ? { captchaToken } : {}),
      });
      await resetPatronSession({ refetchActive: true });
      notify({
        tone: 'success',
        message: t('userSwap.switchedTo', {
          login: session.user.login,
          name: session.user.nome_pessoa,
        }),
      });
      void navigate(paths.personalArea.href(), { replace: true });
    } catch (error) {
      const placed = placeUserSwapFailure(error);
      if (placed.place === 'signedOut') {
        await resetPatronSession({ refetchActive: false });
        notify({ tone: 'warning', message: t('userSwap.signedOut') });
        void navigate(paths.login.href(paths.personalArea.href()), { replace: true });
        return;
      }
      setFailure(placed);
      // A captcha token is good for one request: ask for a fresh check.
      if (captchaShown) setCaptchaReset((n) => n + 1);
      if (placed.place !== 'login' && placed.place !== 'request') focusFirstInvalid();
    }
  }

  const validationText = (field: keyof UserSwapValidation['fields']) => {
    const problem = validation.fields[field];
    return problem ? t(`userSwap.validation.${problem}`, { max: MAX_LOGIN_LENGTH }) : undefined;
  };
  const usuarioError =
    validationText('usuario') ??
    (failure?.place === 'usuario' ? describeError(failure.error, tErrors).message : undefined);
  const senhaError =
    validationText('senha') ??
    (failure?.place === 'credentials'
      ? tAuth('failure.credentials', { term: loginTerm })
      : undefined);
  const captchaError =
    validationText('captcha') ??
    (failure?.place === 'captcha' ? tAuth('failure.captcha') : undefined);

  return (
    <section aria-labelledby="troca-usuario-titulo" className={styles.section}>
      <Heading level={2} id="troca-usuario-titulo">
        {t('userSwap.swapTitle')}
      </Heading>
      <p className={styles.intro}>{t('userSwap.swapIntro')}</p>
      {failure?.place === 'login' ? (
        <LoginFailureAlert
          failure={failure.failure}
          loginTerm={loginTerm}
          onDismiss={() => setFailure(null)}
        />
      ) : null}
      {failure?.place === 'request' ? (
        <Alert
          tone={describeError(failure.error, tErrors).tone}
          live="alert"
          onDismiss={() => setFailure(null)}
        >
          {describeError(failure.error, tErrors).message}
        </Alert>
      ) : null}
      <div ref={formRef}>
        <Form onSubmit={(event) => void submit(event)} validationBehavior="aria">
          <TextField
            label={t('userSwap.username', { term: loginTerm })}
            name="usuario"
            autoComplete="off"
            value={usuario}
            onChange={setUsuario}
            isInvalid={!!usuarioError}
            errorMessage={usuarioError}
          />
          <PasswordField
            label={t('userSwap.password')}
            name="senha"
            autoComplete="off"
            value={senha}
            onChange={setSenha}
            isInvalid={!!senhaError}
            errorMessage={senhaError}
          />
          {captchaShown ? (
            <CaptchaField
              onTokenChange={setCaptchaToken}
              errorMessage={captchaError}
              resetKey={captchaReset}
            />
          ) : null}
          <FormActions>
            <Button type="submit" isPending={pending}>
              {t('userSwap.submit')}
            </Button>
          </FormActions>
        </Form>
      </div>
    </section>
  );
}
