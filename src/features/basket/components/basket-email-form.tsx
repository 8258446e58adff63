import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors';
import { Button, Form, FormActions, Heading, TextArea, TextField } from '../../../../design-system';
import { notify, notifyError } from '../../../lib/notifications/notifications';
import { basketMutations } from '../api/basket-queries';
import { emailExportRequest, type EmailFields, type ExportDetail } from '../utils/export-request';
import {
  parseRecipients,
  recipientProblem,
  RECIPIENTS_MAX_LENGTH,
  type RecipientProblem,
} from '../utils/recipients';
import * as styles from './basket-list.css';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';

// The contract's limits on `opcoesEmail`.
const SUBJECT_MAX_LENGTH = 200;
const MESSAGE_MAX_LENGTH = 4000;

type FieldName = keyof EmailFields;
type FieldErrors = Partial<Record<FieldName, string>>;

export interface BasketEmailFormProps {
  codes: readonly number[];
  detail: ExportDetail;
  isDisabled?: boolean;
}

/** Sends the basket's references by e-mail to one or several recipients (`;`-separated). */
export function BasketEmailForm({ codes, detail, isDisabled }: BasketEmailFormProps) {
  const { t } = useTranslation('basket');
  const [fields, setFields] = useState<EmailFields>(() => ({
    recipients: '',
    subject: t('email.subjectDefault'),
    message: '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  // After a refused submit, the fields re-check as the patron types.
  const [checking, setChecking] = useState(false);
  const { containerRef: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const send = useMutation(basketMutations.sendByEmail());

  const recipientsMessage = (problem: RecipientProblem): string => {
    switch (problem.kind) {
      case 'required':
        return t('email.required');
      case 'tooLong':
        return t('email.tooLong', { max: RECIPIENTS_MAX_LENGTH });
      case 'invalid':
        return problem.bad
          .map(({ address, position }) =>
            address ? t('email.invalid', { address, position }) : t('email.empty', { position }),
          )
          .join(' ');
    }
  };

  function validate(next: EmailFields): FieldErrors {
    const found: FieldErrors = {};
    const problem = recipientProblem(next.recipients);
    if (problem) found.recipients = recipientsMessage(problem);
    if (!next.subject.trim()) found.subject = t('email.subjectRequired');
    else if (next.subject.trim().length > SUBJECT_MAX_LENGTH)
      found.subject = t('email.subjectTooLong', { max: SUBJECT_MAX_LENGTH });
    if (next.message.trim().length > MESSAGE_MAX_LENGTH)
      found.message = t('email.messageTooLong', { max: MESSAGE_MAX_LENGTH });
    return found;
  }

  function change(name: FieldName, value: string) {
    const next = { ...fields, [name]: value };
    setFields(next);
    if (checking) setErrors(validate(next));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const found = validate(fields);
    setErrors(found);
    if (Object.keys(found).length) {
      setChecking(true);
      focusFirstInvalid();
      return;
    }
    try {
      await send.mutateAsync(emailExportRequest(fields, detail, codes));
      notify({
        tone: 'success',
        message: t('email.sent', { count: parseRecipients(fields.recipients).addresses.length }),
      });
      // Sent: the next message starts blank but keeps who it usually goes to.
      setFields((current) => ({ ...current, message: '' }));
      setChecking(false);
    } catch (error) {
      // Whatever was typed stays; a refusal of a field is shown next to it.
      const rejected = isApiError(error) && error.status === 400 ? error.body?.fields : undefined;
      const serverErrors: FieldErrors = {};
      for (const problem of rejected ?? []) {
        if (problem.field.startsWith('opcoesEmail.destinatarios'))
          serverErrors.recipients = t('email.rejected');
        else if (problem.field.startsWith('opcoesEmail.assunto'))
          serverErrors.subject = t('email.subjectRequired');
      }
      if (Object.keys(serverErrors).length) {
        setErrors(serverErrors);
        focusFirstInvalid();
      } else notifyError(error);
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="basket-email-heading">
      <Heading level={2} id="basket-email-heading">
        {t('email.heading')}
      </Heading>
      <div ref={formRef}>
        <Form onSubmit={(event) => void submit(event)} validationBehavior="aria">
          <TextField
            label={t('email.recipients')}
            name="destinatarios"
            type="text"
            inputMode="email"
            autoComplete="email"
            isRequired
            value={fields.recipients}
            onChange={(value) => change('recipients', value)}
            description={t('email.recipientsHint')}
            isInvalid={!!errors.recipients}
            errorMessage={errors.recipients}
          />
          <TextField
            label={t('email.subject')}
            name="assunto"
            isRequired
            value={fields.subject}
            onChange={(value) => change('subject', value)}
            isInvalid={!!errors.subject}
            errorMessage={errors.subject}
          />
          <TextArea
            label={t('email.message')}
            name="mensagem"
            value={fields.message}
            onChange={(value) => change('message', value)}
            isInvalid={!!errors.message}
            errorMessage={errors.message}
          />
          <FormActions>
            <Button type="submit" isPending={send.isPending} isDisabled={isDisabled}>
              {t('email.send')}
            </Button>
          </FormActions>
        </Form>
      </div>
    </section>
  );
}
