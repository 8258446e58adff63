import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackDialog } from './feedback-dialog';

const AcquisitionSuggestionForm = lazy(async () => ({
  default: (await import('./acquisition-suggestion-form')).AcquisitionSuggestionForm,
}));

/** Footer entry of the purchase suggestion (activity 12). */
export function AcquisitionSuggestionDialog() {
  const { t } = useTranslation('footer');
  return (
    <FeedbackDialog label={t('suggestion.button')} title={t('suggestion.title')}>
      {(close) => <AcquisitionSuggestionForm onSent={close} onCancel={close} />}
    </FeedbackDialog>
  );
}
