import { useTranslation } from 'react-i18next';
import { Alert } from '../../../design-system';
import { useRunsOnPersistedConfig } from './startup-fallback';

/**
 * Says that the catalogue started on the configuration kept from the last visit because the
 * server could not be reached; it goes away by itself once the background retry gets through.
 */
export function StartupFallbackBanner() {
  const { t } = useTranslation();
  const stale = useRunsOnPersistedConfig();
  if (!stale) return null;
  return (
    <Alert tone="warning" live="status" data-startup-fallback="">
      {t('startup.fallback')}
    </Alert>
  );
}
