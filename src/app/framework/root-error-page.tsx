import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Alert } from '../../../design-system';

/**
 * When the root itself fails (start-up's reads did not answer: a 503), there is no layout to
 * show: the start-up failure's words, as the start-up gate says them in the browser.
 */
export function RootErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main>
      <h1>{t('startup.failedTitle')}</h1>
      <Alert tone="danger" live="alert">
        {t('startup.failedServer', { status })}
      </Alert>
    </main>
  );
}
