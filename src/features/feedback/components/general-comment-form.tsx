import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, FormActions, TextArea } from '../../../../design-system';
import { isApiError } from '../../../api/errors';
import type { GeneralComment } from '../../../api/generated/model';
import { feedbackMutations } from '../api/feedback-queries';
import { wordServerAnswer } from '../../../lib/errors/describe-error';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import { notify } from '../../../lib/notifications/notifications';
import { RefusalAlert } from './refusal-alert';
import { isRefusal, reportSendError } from './send-refusal';
import { UnitFields } from './unit-fields';
import { useUnitChoice } from './use-unit-choice';
import { useWriteKey } from '../../../lib/forms/use-write-key';

interface GeneralCommentFormProps {
  /** Called after the comment was accepted (the footer closes its modal). */
  onSent: () => void;
  onCancel: () => void;
}

/** A field of the comment that a refusal (`fields[].field`) can name, as the contract calls it. */
type CommentField = Extract<keyof GeneralComment, 'content' | 'b'>;

const isCommentField = (field: string): field is CommentField =>
  field === 'content' || field === 'b';

/** The field a refusal names, with its reason (or the refusal's own message when it gives none). */
function refusedField(
  error: unknown,
): { field: CommentField; reason: string; key?: string } | null {
  if (!isRefusal(error) || !isApiError(error)) return null;
  for (const { field, message } of error.body?.fields ?? []) {
    if (isCommentField(field)) return { field, reason: message || error.message, key: error.key };
  }
  return null;
}

/** General comment to a library (activity 13; spec sections 4 and 5, "Comment form"). */
export function GeneralCommentForm({ onSent, onCancel }: GeneralCommentFormProps) {
  const { t } = useTranslation('footer');
  const { t: tErrors } = useTranslation('errors');
  const units = useUnitChoice();
  const [content, setContent] = useState('');
  const writeKey = useWriteKey();
  const send = useMutation(feedbackMutations.generalComment());
  const { containerRef: formRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const trimmed = content.trim();
  const library = units.library;

  // A failed send is told in one place: under the field the server named, else one alert in the
  // modal (a refusal) or the app's toast (anything else, see reportSendError). The field's message
  // lasts while the field still holds what was refused; what the patron typed is never cleared.
  const refused = send.isError ? refusedField(send.error) : null;
  const sent = send.variables?.data;
  const fieldError = (field: CommentField, current: string | number | null) =>
    refused?.field === field && sent?.[field] === current
      ? wordServerAnswer({ message: refused.reason, key: refused.key }, tErrors)
      : undefined;
  const contentError = fieldError('content', trimmed);
  const libraryError = fieldError('b', library);

  return (
    <Form
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        // The design system's Form takes no ref: the field to focus after a refusal is found here.
        formRef.current = event.currentTarget;
        // Blank after trimming is not a comment: ignore the press (the button is disabled anyway).
        if (!trimmed || library === null || send.isPending) return;
        send.mutate(
          { data: { content: trimmed, b: library }, writeKey: writeKey.keyFor([trimmed, library]) },
          {
            onSuccess: () => {
              writeKey.confirmed();
              notify({ tone: 'success', message: t('comment.sent') });
              onSent();
            },
            onError: (error) => {
              reportSendError(error);
              // Keyboard and screen-reader users land on the field the server refused.
              if (refusedField(error)) focusFirstInvalid();
            },
          },
        );
      }}
    >
      <UnitFields choice={units} libraryError={libraryError} isDisabled={send.isPending} />
      <TextArea
        label={t('comment.field')}
        description={t('comment.hint')}
        value={content}
        onChange={setContent}
        isRequired
        isInvalid={!!contentError}
        errorMessage={contentError}
        isDisabled={send.isPending}
        maxLength={4000}
        rows={5}
      />
      {send.isError && !refused ? (
        <RefusalAlert error={send.error} onDismiss={() => send.reset()} />
      ) : null}
      <FormActions>
        <Button type="submit" isDisabled={!trimmed || library === null} isPending={send.isPending}>
          {t('form.send')}
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          {t('form.cancel')}
        </Button>
      </FormActions>
    </Form>
  );
}
