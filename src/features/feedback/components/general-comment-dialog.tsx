import { useTranslation } from 'react-i18next';
import { FeedbackDialog } from './feedback-dialog';
import { GeneralCommentForm } from './general-comment-form';

/** Footer entry of the general comment (activity 13). */
export function GeneralCommentDialog() {
  const { t } = useTranslation('footer');
  return (
    <FeedbackDialog label={t('comment.button')} title={t('comment.title')}>
      {(close) => <GeneralCommentForm onSent={close} onCancel={close} />}
    </FeedbackDialog>
  );
}
