import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Form,
  FormActions,
  Heading,
  PasswordField,
} from '../../../../design-system';
import type { PasswordRulesRules } from '../../../api/generated/model';
import { describeError } from '../../../lib/errors/describe-error';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import { QueryView } from '../../../lib/query-state/query-state';
import { NewPasswordFields } from '../../../lib/password-rules/password-checklist';
import {
  checkPasswordRules,
  validateNewPassword,
  type NewPasswordValidation,
} from '../../../lib/password-rules/password-rules';
import { useAuthUser } from '../../../stores/auth-store';
import { accountMutations, accountQueries } from '../api/account-queries';
import * as styles from '../components/account.css';
import { refusedField } from '../utils/server-field';

type Field = 'senhaAtual' | 'senhaNova';
const FIELDS: readonly Field[] = ['senhaAtual', 'senhaNova'];

/**
 * Change password (`/meu-portal/senha`, `PUT /pessoas/meu-portal/senha`): the current password,
 * then a new one against the institution's rules (`GET /pessoas/meu-portal/senha`; the
 * recovery's checklist and checks, spec section 5), confirmed. A wrong current password shows
 * next to that field, a broken rule next to the new one; nothing typed is cleared by a refusal.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('account');
  const rules = useQuery(accountQueries.passwordRules());
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('password.title')}</Heading>
      <p className={styles.plain}>{t('password.intro')}</p>
      <QueryView query={rules} errorTitle={t('password.rulesError')} lines={6}>
        {(answer) => <ChangePasswordForm rules={answer.rules} />}
      </QueryView>
    </div>
  );
}

function ChangePasswordForm({ rules }: { rules: PasswordRulesRules }) {
  const { t } = useTranslation('account');
  const { t: tRecovery } = useTranslation('recovery');
  const { t: tErrors } = useTranslation('errors');
  const name = useAuthUser()?.nome_pessoa ?? '';
  const change = useMutation(accountMutations.changePassword());
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [currentMissing, setCurrentMissing] = useState(false);
  const [problems, setProblems] = useState<NewPasswordValidation['fields']>({});
  const [refused, setRefused] = useState<{ field: Field | null; text: string } | null>(null);
  const [done, setDone] = useState(false);
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid();
  const checks = checkPasswordRules(password.trim(), rules, name);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const checked = validateNewPassword({ password, confirmation, rules, name });
    const noCurrent = !current;
    setCurrentMissing(noCurrent);
    setProblems(checked.fields);
    setRefused(null);
    setDone(false);
    if (noCurrent || !checked.ok) {
      focusFirstInvalid();
      return;
    }
    change.mutate(
      { data: { senhaAtual: current, senhaNova: checked.password } },
      {
        onSuccess: () => {
          setCurrent('');
          setPassword('');
          setConfirmation('');
          setDone(true);
        },
        onError: (error) => {
          const field = refusedField(error, FIELDS);
          setRefused({ field, text: describeError(error, tErrors).message });
          if (field) focusFirstInvalid();
        },
      },
    );
  }

  const currentError = currentMissing
    ? t('password.currentRequired')
    : refused?.field === 'senhaAtual'
      ? refused.text
      : undefined;
  const passwordError = problems.password
    ? tRecovery(`validation.${problems.password}`)
    : refused?.field === 'senhaNova'
      ? refused.text
      : undefined;
  const confirmationError = problems.confirmation
    ? tRecovery(`validation.${problems.confirmation}`)
    : undefined;

  return (
    <>
      {done ? (
        <Alert tone="success" live="status" onDismiss={() => setDone(false)}>
          {t('password.done')}
        </Alert>
      ) : null}
      {refused && refused.field === null ? (
        <Alert tone="warning" live="alert" onDismiss={() => setRefused(null)}>
          {refused.text}
        </Alert>
      ) : null}
      <div ref={containerRef} className={styles.narrow}>
        <Form onSubmit={submit} validationBehavior="aria" aria-label={t('password.title')}>
          <PasswordField
            label={t('password.current')}
            name="current-password"
            autoComplete="current-password"
            value={current}
            onChange={(value) => {
              setCurrent(value);
              setDone(false);
            }}
            isInvalid={!!currentError}
            errorMessage={currentError}
          />
          <NewPasswordFields
            labels={{ password: t('password.new'), confirmation: t('password.confirm') }}
            password={password}
            onPasswordChange={setPassword}
            passwordError={passwordError}
            confirmation={confirmation}
            onConfirmationChange={setConfirmation}
            confirmationError={confirmationError}
            checks={checks}
          />
          <FormActions>
            <Button type="submit" isPending={change.isPending}>
              {t('password.save')}
            </Button>
          </FormActions>
        </Form>
      </div>
    </>
  );
}
