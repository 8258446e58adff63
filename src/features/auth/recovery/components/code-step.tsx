import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordRecoveryStart, PasswordRulesRules } from '../../../../api/generated/model';
import {
  Alert,
  Button,
  Form,
  FormActions,
  TextField,
  VisuallyHidden,
} from '../../../../../design-system';
import { describeError } from '../../../../lib/errors/describe-error';
import { useFormat } from '../../../../lib/format/use-format';
import { checkRecoveryCode, startRecovery } from '../../api/password-recovery';
import { CaptchaField } from '../../captcha/captcha-field';
import { useCaptchaRequired } from '../../captcha/use-captcha-required';
import { isCodeProblem } from '../utils/recovery-errors';
import { codeIsComplete } from '../utils/recovery-validation';
import * as styles from './recovery.css';
import { StepHeading } from './step-heading';

export interface CodeStepProps {
  user: string;
  start: PasswordRecoveryStart;
  /** A problem that sent the patron back here (the code expired while choosing the password). */
  initialProblem?: string | null;
  onStartChange: (start: PasswordRecoveryStart) => void;
  onValidated: (code: string, rules: PasswordRulesRules) => void;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'refused'; text: string }
  | { kind: 'incomplete' }
  | { kind: 'resent'; start: PasswordRecoveryStart };

/**
 * Step 2: the verification code. It is checked as soon as it has the server-given length; after
 * a refused code (422: wrong or expired) the patron may ask for a new one.
 */
export function CodeStep({
  user,
  start,
  initialProblem,
  onStartChange,
  onValidated,
}: CodeStepProps) {
  const { t } = useTranslation('recovery');
  const { t: tErrors } = useTranslation('errors');
  const { dateTime } = useFormat();
  const captchaRequired = useCaptchaRequired();
  const titleId = useId();
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<Status>(
    initialProblem ? { kind: 'refused', text: initialProblem } : { kind: 'idle' },
  );
  const [offerResend, setOfferResend] = useState(!!initialProblem);
  const [resendPending, setResendPending] = useState(false);
  const [resendProblem, setResendProblem] = useState<string | null>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [captchaProblem, setCaptchaProblem] = useState(false);
  const checking = useRef(false);
  const inputBox = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (!focusRequest) return;
    inputBox.current?.querySelector<HTMLElement>('input')?.focus();
  }, [focusRequest]);

  async function check(value: string) {
    if (checking.current) return;
    checking.current = true;
    setStatus({ kind: 'checking' });
    try {
      const rules = await checkRecoveryCode(user, value);
      onValidated(value, rules);
    } catch (error) {
      // The typed code stays in the field: the patron may fix one digit instead of retyping.
      if (isCodeProblem(error)) setOfferResend(true);
      setStatus({ kind: 'refused', text: describeError(error, tErrors).message });
    } finally {
      checking.current = false;
    }
  }

  function changed(value: string) {
    setCode(value);
    if (codeIsComplete(value, start.length)) void check(value.trim());
    else if (status.kind !== 'checking') setStatus({ kind: 'idle' });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (codeIsComplete(code, start.length)) void check(code.trim());
    else setStatus({ kind: 'incomplete' });
  }

  async function resend() {
    if (resendPending) return;
    setResendProblem(null);
    if (captchaRequired && !captchaToken) {
      setCaptchaProblem(true);
      return;
    }
    setResendPending(true);
    try {
      const next = await startRecovery(user, captchaRequired ? captchaToken : null);
      onStartChange(next);
      setCode('');
      setOfferResend(false);
      setStatus({ kind: 'resent', start: next });
      setFocusRequest((n) => n + 1);
    } catch (error) {
      setResendProblem(describeError(error, tErrors).message);
    } finally {
      if (captchaRequired) setCaptchaReset((n) => n + 1);
      setResendPending(false);
    }
  }

  const fieldError =
    status.kind === 'refused'
      ? status.text
      : status.kind === 'incomplete'
        ? t('code.incomplete', { length: start.length })
        : undefined;
  const emails = start.emails.join(', ');

  return (
    <section className={styles.step} aria-labelledby={titleId}>
      <StepHeading id={titleId}>{t('code.title')}</StepHeading>
      <p className={styles.text}>{t('code.sentTo', { name: start.name, emails })}</p>
      <p className={styles.text}>{t('code.expires', { time: dateTime(start.tte) })}</p>
      {status.kind === 'resent' ? (
        <Alert tone="success" live="status">
          {t('code.resent', {
            emails: status.start.emails.join(', '),
            time: dateTime(status.start.tte),
          })}
        </Alert>
      ) : null}
      <div ref={inputBox}>
        <Form onSubmit={submit} validationBehavior="aria">
          <TextField
            label={t('code.label')}
            description={t('code.description', { length: start.length })}
            name="code"
            autoComplete="one-time-code"
            maxLength={start.length}
            value={code}
            onChange={changed}
            isInvalid={!!fieldError}
            errorMessage={fieldError}
          />
          <FormActions>
            <Button type="submit" isPending={status.kind === 'checking'}>
              {t('code.submit')}
            </Button>
          </FormActions>
        </Form>
      </div>
      {/* The field's error is not announced by itself: this says what happened to the code. */}
      <VisuallyHidden role="status">
        {status.kind === 'checking' ? t('code.checking') : (fieldError ?? '')}
      </VisuallyHidden>
      {offerResend ? (
        <div className={styles.resend}>
          <p className={styles.text}>{t('code.resendIntro')}</p>
          {resendProblem ? (
            <Alert tone="warning" live="alert">
              {resendProblem}
            </Alert>
          ) : null}
          {captchaRequired ? (
            <CaptchaField
              onTokenChange={(token) => {
                setCaptchaToken(token);
                if (token) setCaptchaProblem(false);
              }}
              errorMessage={captchaProblem ? t('validation.captchaRequired') : undefined}
              resetKey={captchaReset}
            />
          ) : null}
          <Button variant="link" onPress={() => void resend()} isPending={resendPending}>
            {t('code.resend')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
