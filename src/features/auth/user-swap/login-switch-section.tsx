import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PersonChoice } from '../../../api/generated/model';
import {
  Alert,
  Button,
  Form,
  FormActions,
  Heading,
  Radio,
  RadioGroup,
} from '../../../../design-system';
import { paths } from '../../../config/paths';
import { describeError } from '../../../lib/errors/describe-error';
import { notify } from '../../../lib/notifications/notifications';
import { LoadError } from '../../../lib/query-state/query-state';
import { useAuthUser } from '../../../stores/auth-store';
import { authMutations } from '../api/auth-mutations';
import { userSwapQueries } from '../api/user-swap-requests';
import { usePatronSessionReset } from '../../../lib/session/patron-session-reset';
import { isRefusalOfInput } from './user-swap-failure';
import { sameLogin, validateLoginSwitch, type LoginSwitchProblem } from './user-swap-validation';
import * as styles from './user-swap.css';
import { leaveAppFor } from '../../../lib/urls/leave-app';

/**
 * The change of login inside the personal area (`PUT /pessoas/troca-login`): a person with
 * several logins moves to another one without signing out, as "Escolha a conta" does after the
 * login. Shown only when `GET /pessoas/login` lists more than one login; while the list loads
 * nothing is shown, a failed load says so with a retry.
 */
export function LoginSwitchSection() {
  const { t } = useTranslation('personal-area');
  const logins = useQuery(userSwapQueries.personLogins());
  const user = useAuthUser();

  if (logins.isError && logins.data === undefined)
    return <LoadError error={logins.error} onRetry={() => void logins.refetch()} />;
  if (!logins.data || logins.data.length < 2 || !user) return null;
  return (
    <section aria-labelledby="troca-login-titulo" className={styles.section}>
      <Heading level={2} id="troca-login-titulo">
        {t('userSwap.loginsTitle')}
      </Heading>
      <p className={styles.intro}>{t('userSwap.loginsIntro')}</p>
      {/* Remounts with a new login in use, so the choice starts from the other login again. */}
      <LoginSwitchForm key={user.login} logins={logins.data} currentLogin={user.login} />
    </section>
  );
}

function LoginSwitchForm({
  logins,
  currentLogin,
}: {
  logins: readonly PersonChoice[];
  currentLogin: string;
}) {
  const { t } = useTranslation('personal-area');
  const { t: tErrors } = useTranslation('errors');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resetPatronSession = usePatronSessionReset();
  // The first login other than the one in use: the one a patron here most likely wants.
  const [chosen, setChosen] = useState<string | null>(
    () => logins.find((login) => !sameLogin(login.codigo, currentLogin))?.codigo ?? null,
  );
  const [problem, setProblem] = useState<LoginSwitchProblem | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const loginSwitch = useMutation(authMutations.loginSwitch(queryClient));
  // Pending from the press until the page has moved on (a success is followed by navigation).
  const pending = loginSwitch.isPending || loginSwitch.isSuccess;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const checked = validateLoginSwitch(chosen, currentLogin);
    setProblem(checked);
    setFailure(null);
    if (checked || !chosen) return;
    try {
      // The answer's address is built on the personal area's home, where the patron goes next.
      const base = new URL(paths.personalArea.href(), window.location.origin).href;
      const url = await loginSwitch.mutateAsync({ codigo: chosen, base });
      await resetPatronSession({ refetchActive: true });
      const name = logins.find((login) => login.codigo === chosen)?.nome ?? chosen;
      notify({ tone: 'success', message: t('userSwap.switchedTo', { login: chosen, name }) });
      const target = new URL(url, window.location.origin);
      if (target.origin === window.location.origin)
        void navigate(`${target.pathname}${target.search}${target.hash}`, { replace: true });
      else leaveAppFor(target.href, 'change of login', 'signIn');
    } catch (error) {
      setFailure(error);
    }
  }

  const fieldError = problem
    ? t(`userSwap.validation.${problem}`)
    : failure !== null && isRefusalOfInput(failure)
      ? describeError(failure, tErrors).message
      : undefined;
  const alert =
    failure !== null && !isRefusalOfInput(failure) ? describeError(failure, tErrors) : null;

  return (
    <>
      {alert ? (
        <Alert tone={alert.tone} live="alert" onDismiss={() => setFailure(null)}>
          {alert.message}
        </Alert>
      ) : null}
      <Form onSubmit={(event) => void submit(event)} validationBehavior="aria">
        <RadioGroup
          label={t('userSwap.loginsLabel')}
          value={chosen}
          onChange={setChosen}
          isInvalid={!!fieldError}
          errorMessage={fieldError}
        >
          {logins.map((login) => (
            <Radio key={login.codigo} value={login.codigo}>
              {sameLogin(login.codigo, currentLogin)
                ? t('userSwap.inUse', { name: login.nome, login: login.codigo })
                : `${login.nome} · ${login.codigo}`}
            </Radio>
          ))}
        </RadioGroup>
        <FormActions>
          <Button type="submit" isPending={pending}>
            {t('userSwap.switchLogin')}
          </Button>
        </FormActions>
      </Form>
    </>
  );
}
