import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../api/errors';
import type { PasswordRecoveryStart } from '../../../../api/generated/model';
import { Alert, Button, Form, FormActions, TextField } from '../../../../../design-system';
import { describeError } from '../../../../lib/errors/describe-error';
import { startRecovery } from '../../api/password-recovery';
import { CaptchaField } from '../../captcha/captcha-field';
import { useCaptchaRequired } from '../../captcha/use-captcha-required';
import { loginSettings } from '../../utils/login-settings';
import { serverKey } from '../utils/recovery-errors';
import { validateRecoveryStart, type StartValidation } from '../utils/recovery-validation';
import * as styles from './recovery.css';
import { StepHeading } from './step-heading';
import { useFocusFirstInvalid } from '../../../../lib/forms/use-focus-first-invalid';
import { publicConfigQueries } from '../../../../api/queries/public-config-queries';

export interface StartStepProps {
  /** Kept by the flow, so coming back from step 2 shows what was typed. */
  user: string;
  onUserChange: (user: string) => void;
  onStarted: (user: string, start: PasswordRecoveryStart) => void;
}

const noProblems: StartValidation['fields'] = {};

/** Step 1: the user code (and the captcha of activity 1120); the server e-mails a code. */
export function StartStep({ user, onUserChange, onStarted }: StartStepProps) {
  const { t } = useTranslation('recovery');
  const { t: tErrors } = useTranslation('errors');
  const { data: institution } = useQuery(publicConfigQueries.institution());
  const { data: activities = [] } = useQuery(publicConfigQueries.functionalities());
  const loginTerm = loginSettings(institution, activities).loginTerm;
  const captchaRequired = useCaptchaRequired();
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [problems, setProblems] = useState(noProblems);
  const [serverProblem, setServerProblem] = useState<{ field: 'user' | null; text: string } | null>(
    null,
  );
  const [pending, setPending] = useState(false);
  const { containerRef: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const titleId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const checked = validateRecoveryStart({ user, captchaRequired, captchaToken });
    setProblems(checked.fields);
    setServerProblem(null);
    if (!checked.ok) {
      focusFirstInvalid();
      return;
    }
    setPending(true);
    try {
      const start = await startRecovery(checked.user, captchaRequired ? captchaToken : null);
      onStarted(checked.user, start);
    } catch (error) {
      // A captcha token is good for one request: whatever the answer, the check is done again.
      if (captchaRequired) setCaptchaReset((n) => n + 1);
      const key = serverKey(error);
      if (key === 'CAPTCHA_INVALIDO') setProblems({ captcha: 'captchaRequired' });
      else
        setServerProblem({
          field: isApiError(error) && error.status === 404 ? 'user' : null,
          text: describeError(error, tErrors).message,
        });
      focusFirstInvalid();
    } finally {
      setPending(false);
    }
  }

  const userError = problems.user
    ? t(`validation.${problems.user}`)
    : serverProblem?.field === 'user'
      ? serverProblem.text
      : undefined;

  return (
    <section className={styles.step} aria-labelledby={titleId}>
      <StepHeading id={titleId}>{t('start.title')}</StepHeading>
      <p className={styles.text}>{t('start.intro')}</p>
      {serverProblem && serverProblem.field === null ? (
        <Alert tone="warning" live="alert">
          {serverProblem.text}
        </Alert>
      ) : null}
      <div ref={formRef}>
        <Form onSubmit={(event) => void submit(event)} validationBehavior="aria">
          <TextField
            label={loginTerm ?? t('start.userLabel')}
            name="user"
            autoComplete="username"
            value={user}
            onChange={(value) => {
              onUserChange(value);
              if (serverProblem?.field === 'user') setServerProblem(null);
            }}
            isInvalid={!!userError}
            errorMessage={userError}
          />
          {captchaRequired ? (
            <CaptchaField
              onTokenChange={(token) => {
                setCaptchaToken(token);
                if (token) setProblems((current) => ({ ...current, captcha: undefined }));
              }}
              errorMessage={problems.captcha ? t(`validation.${problems.captcha}`) : undefined}
              resetKey={captchaReset}
            />
          ) : null}
          <FormActions>
            <Button type="submit" isPending={pending}>
              {t('start.submit')}
            </Button>
          </FormActions>
        </Form>
      </div>
    </section>
  );
}
