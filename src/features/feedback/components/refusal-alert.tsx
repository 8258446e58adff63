import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../design-system';
import { describeError } from '../../../lib/errors/describe-error';
import { isRefusal } from './send-refusal';

/** The inline warning of a refused send; nothing for other errors (they are toasted). */
export function RefusalAlert({ error, onDismiss }: { error: unknown; onDismiss: () => void }) {
  const { t } = useTranslation('errors');
  if (!isRefusal(error)) return null;
  const { message } = describeError(error, t);
  return (
    <Alert tone="warning" live="alert" onDismiss={onDismiss}>
      {message}
    </Alert>
  );
}
