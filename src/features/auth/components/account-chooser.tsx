import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
import { authMutations } from '../api/auth-mutations';

export interface AccountChooserProps {
  logins: PersonChoice[];
  /** The login just used, chosen first. */
  currentLogin: string;
  /** Where to go afterwards; the switch call builds its answer address on it. */
  destination: string;
  /** Receives the address the server answered. */
  onSwitched: (url: string) => void;
}

/** "Escolha a conta" (spec section 4): a person with several logins picks one, then the switch runs. */
export function AccountChooser({
  logins,
  currentLogin,
  destination,
  onSwitched,
}: AccountChooserProps) {
  const { t } = useTranslation('auth');
  const [chosen, setChosen] = useState(
    logins.some((login) => login.codigo === currentLogin)
      ? currentLogin
      : (logins[0]?.codigo ?? ''),
  );
  const queryClient = useQueryClient();
  // The chooser says the failure itself, in place.
  const accountSwitch = useMutation({
    ...authMutations.loginSwitch(queryClient),
    onSuccess: onSwitched,
  });
  // Pending from the press until the page has moved on (a success is followed by navigation).
  const pending = accountSwitch.isPending || accountSwitch.isSuccess;
  const failed = accountSwitch.isError;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    accountSwitch.mutate({ codigo: chosen, base: destination });
  }

  return (
    <section aria-labelledby="account-chooser-title">
      <Heading level={2} id="account-chooser-title">
        {t('accounts.title')}
      </Heading>
      <p>{t('accounts.description')}</p>
      {failed ? (
        <Alert tone="danger" live="alert">
          {t('accounts.failed')}
        </Alert>
      ) : null}
      <Form onSubmit={submit}>
        <RadioGroup label={t('accounts.label')} value={chosen} onChange={setChosen} isRequired>
          {logins.map((login) => (
            <Radio key={login.codigo} value={login.codigo}>
              {`${login.nome} · ${login.codigo}`}
            </Radio>
          ))}
        </RadioGroup>
        <FormActions>
          <Button type="submit" isPending={pending}>
            {t('accounts.continue')}
          </Button>
        </FormActions>
      </Form>
    </section>
  );
}
