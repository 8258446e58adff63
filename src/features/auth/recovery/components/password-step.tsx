import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordRulesRules } from '../../../../api/generated/model';
import { Alert, Button, Form, FormActions } from '../../../../../design-system';
import { describeError } from '../../../../lib/errors/describe-error';
import { saveRecoveredPassword } from '../../api/password-recovery';
import { isCodeProblem, isPasswordRuleProblem } from '../utils/recovery-errors';
import {
  checkPasswordRules,
  validateNewPassword,
  type NewPasswordValidation,
} from '../../../../lib/password-rules/password-rules';
import { NewPasswordFields } from '../../../../lib/password-rules/password-checklist';
import * as styles from './recovery.css';
import { StepHeading } from './step-heading';
import { useFocusFirstInvalid } from '../../../../lib/forms/use-focus-first-invalid';

export interface PasswordStepProps {
  user: string;
  /** The person's name from step 1: the "no part of the name" rule reads it. */
  name: string;
  code: string;
  rules: PasswordRulesRules;
  onSaved: () => void;
  /** The code was refused on save (expired meanwhile): back to step 2 with this message. */
  onCodeRefused: (message: string) => void;
}

const noProblems: NewPasswordValidation['fields'] = {};

/** Step 3: the new password against the server's rules, then saved (sent trimmed). */
export function PasswordStep({
  user,
  name,
  code,
  rules,
  onSaved,
  onCodeRefused,
}: PasswordStepProps) {
  const { t } = useTranslation('recovery');
  const { t: tErrors } = useTranslation('errors');
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState(noProblems);
  const [serverProblem, setServerProblem] = useState<{
    field: 'password' | null;
    text: string;
  } | null>(null);
  const [pending, setPending] = useState(false);
  const { containerRef: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const checks = checkPasswordRules(password.trim(), rules, name);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const checked = validateNewPassword({ password, confirmation, rules, name });
    setProblems(checked.fields);
    setServerProblem(null);
    if (!checked.ok) {
      focusFirstInvalid();
      return;
    }
    setPending(true);
    try {
      await saveRecoveredPassword(user, code, checked.password);
      onSaved();
    } catch (error) {
      const text = describeError(error, tErrors).message;
      if (isPasswordRuleProblem(error)) {
        // Typed password and confirmation stay: only the rule the server named needs fixing.
        setServerProblem({ field: 'password', text });
        focusFirstInvalid();
      } else if (isCodeProblem(error)) onCodeRefused(`${text} ${t('password.codeProblem')}`);
      else setServerProblem({ field: null, text });
    } finally {
      setPending(false);
    }
  }

  const passwordError = problems.password
    ? t(`validation.${problems.password}`)
    : serverProblem?.field === 'password'
      ? serverProblem.text
      : undefined;
  const confirmationError = problems.confirmation
    ? t(`validation.${problems.confirmation}`)
    : undefined;

  return (
    <section className={styles.step} aria-labelledby={titleId}>
      <StepHeading id={titleId}>{t('password.title')}</StepHeading>
      <p className={styles.text}>{t('password.intro', { name })}</p>
      {serverProblem?.field === null ? (
        <Alert tone="warning" live="alert">
          {serverProblem.text}
        </Alert>
      ) : null}
      <div ref={formRef}>
        <Form onSubmit={(event) => void submit(event)} validationBehavior="aria">
          <NewPasswordFields
            labels={{ password: t('password.newLabel'), confirmation: t('password.confirmLabel') }}
            password={password}
            onPasswordChange={setPassword}
            passwordError={passwordError}
            confirmation={confirmation}
            onConfirmationChange={setConfirmation}
            confirmationError={confirmationError}
            checks={checks}
          />
          <FormActions>
            <Button type="submit" isPending={pending}>
              {t('password.save')}
            </Button>
          </FormActions>
        </Form>
      </div>
    </section>
  );
}
