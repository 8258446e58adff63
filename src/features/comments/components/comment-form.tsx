import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Form, FormActions, Heading, TextArea } from '../../../../design-system';
import { describeError, wordServerAnswer } from '../../../lib/errors/describe-error';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import { notify } from '../../../lib/notifications/notifications';
import { commentsMutations } from '../api/comments-queries';
import { COMMENT_MAX_LENGTH, commentToSend } from '../utils/comment-rules';
import { refusedContent } from '../utils/send-refusal';
import * as styles from './comments.css';

/**
 * A signed-in patron's comment on the title (spec section 5, "Comment form"): send is disabled
 * while the text is blank, and blank after trimming is never sent. The contract's comment on a
 * title names no library (`CommentRequest` is the text alone), so unlike the footer's general
 * comment there is no library to choose. A refusal shows here, beside the form (the limit of
 * comments awaiting approval, spec section 8), or under the field it names; what the patron
 * typed is kept on any failure and cleared only once the comment is accepted.
 */
export function CommentForm({ codAcervo }: { codAcervo: number }) {
  const { t } = useTranslation('comments');
  const { t: tErrors } = useTranslation('errors');
  const [text, setText] = useState('');
  const send = useMutation(commentsMutations.send());
  const { containerRef: formRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const content = commentToSend(text);

  const refused = send.isError ? refusedContent(send.error) : null;
  // The field's message lasts while it still holds what was refused.
  const contentError =
    refused && send.variables?.data.content === content
      ? wordServerAnswer(refused, tErrors)
      : undefined;
  const failure = send.isError && !refused ? describeError(send.error, tErrors) : null;

  return (
    <section className={styles.group} aria-labelledby="comment-form-heading">
      <Heading level={3} id="comment-form-heading">
        {t('form.heading')}
      </Heading>
      <Form
        className={styles.form}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          // The design system's Form takes no ref: the field to focus is found from here.
          formRef.current = event.currentTarget;
          if (content === null || send.isPending) return;
          send.mutate(
            { id: codAcervo, data: { content } },
            {
              onSuccess: () => {
                setText('');
                notify({ tone: 'success', message: t('form.sent') });
                // The send button is disabled again (blank text): the text area keeps the focus.
                formRef.current?.querySelector('textarea')?.focus();
              },
              onError: (error) => {
                if (refusedContent(error)) focusFirstInvalid();
              },
            },
          );
        }}
      >
        <TextArea
          label={t('form.field')}
          description={t('form.hint')}
          value={text}
          onChange={setText}
          isRequired
          isInvalid={!!contentError}
          errorMessage={contentError}
          isDisabled={send.isPending}
          maxLength={COMMENT_MAX_LENGTH}
          rows={4}
        />
        {failure ? (
          <Alert tone={failure.tone} live="alert" onDismiss={() => send.reset()}>
            {failure.message}
          </Alert>
        ) : null}
        <FormActions>
          <Button type="submit" isDisabled={content === null} isPending={send.isPending}>
            {t('form.send')}
          </Button>
        </FormActions>
      </Form>
    </section>
  );
}
