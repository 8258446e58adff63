import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, FormActions, TextArea } from '../../../../design-system';
import { feedbackMutations } from '../api/feedback-queries';
import { notify } from '../../../lib/notifications/notifications';
import { RefusalAlert } from './refusal-alert';
import { reportSendError } from './send-refusal';
import { UnitFields } from './unit-fields';
import { useUnitChoice } from './use-unit-choice';

interface GeneralCommentFormProps {
  /** Called after the comment was accepted (the footer closes its modal). */
  onSent: () => void;
  onCancel: () => void;
}

/** General comment to a library (activity 13; spec sections 4 and 5, "Comment form"). */
export function GeneralCommentForm({ onSent, onCancel }: GeneralCommentFormProps) {
  const { t } = useTranslation('footer');
  const units = useUnitChoice();
  const [content, setContent] = useState('');
  const send = useMutation(feedbackMutations.generalComment());
  const trimmed = content.trim();
  const library = units.library;

  return (
    <Form
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        // Blank after trimming is not a comment: ignore the press (the button is disabled anyway).
        if (!trimmed || library === null || send.isPending) return;
        send.mutate(
          { data: { content: trimmed, b: library } },
          {
            onSuccess: () => {
              notify({ tone: 'success', message: t('comment.sent') });
              onSent();
            },
            onError: reportSendError,
          },
        );
      }}
    >
      <UnitFields choice={units} isDisabled={send.isPending} />
      <TextArea
        label={t('comment.field')}
        description={t('comment.hint')}
        value={content}
        onChange={setContent}
        isRequired
        isDisabled={send.isPending}
        maxLength={4000}
        rows={5}
      />
      {send.isError ? <RefusalAlert error={send.error} onDismiss={() => send.reset()} /> : null}
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
