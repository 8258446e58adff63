import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackDialog } from './feedback-dialog';

const GeneralCommentForm = lazy(async () => ({
  default: (await import('./general-comment-form')).GeneralCommentForm,
}));

/** Footer entry of the general comment (activity 13). */
export function GeneralCommentDialog() {
  const { t } = useTranslation('footer');
  return (
    <FeedbackDialog label={t('comment.button')} title={t('comment.title')}>
      {(close) => <GeneralCommentForm onSent={close} onCancel={close} />}
    </FeedbackDialog>
  );
}
