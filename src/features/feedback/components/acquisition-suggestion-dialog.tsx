import { useTranslation } from 'react-i18next';
import { AcquisitionSuggestionForm } from './acquisition-suggestion-form';
import { FeedbackDialog } from './feedback-dialog';

/** Footer entry of the purchase suggestion (activity 12). */
export function AcquisitionSuggestionDialog() {
  const { t } = useTranslation('footer');
  return (
    <FeedbackDialog label={t('suggestion.button')} title={t('suggestion.title')}>
      {(close) => <AcquisitionSuggestionForm onSent={close} onCancel={close} />}
    </FeedbackDialog>
  );
}
