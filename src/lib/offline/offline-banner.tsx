import { useTranslation } from 'react-i18next';
import { Alert } from '../../../design-system';
import { useOnline } from './use-online';

/**
 * Issue 34: says, for the whole app, that there is no network and that what is shown is what
 * was seen last; it goes when the network is back. A polite status: losing the network is not
 * an error the patron caused, and should not interrupt what a screen reader is saying.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <Alert tone="warning" live="status" data-offline-banner="">
      {t('offline.banner')}
    </Alert>
  );
}
