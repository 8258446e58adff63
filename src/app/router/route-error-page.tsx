import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Alert, Button, Heading } from '../../../design-system';
import * as styles from '../shell/app-layout.css';

/**
 * Shown inside the layout when a page's code fails to load (a new deployment removed the old
 * chunk, the network dropped) or a loader throws: say so and offer a reload, which fetches the
 * current build.
 */
export function RouteErrorPage() {
  const { t } = useTranslation('personal-area');
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <section className={styles.page} aria-labelledby="erro-pagina">
      <Heading level={1} id="erro-pagina">
        {t('routeError.title')}
      </Heading>
      <Alert tone="danger">
        {t('routeError.message')}
        {detail ? ` (${detail})` : null}
      </Alert>
      <Button onPress={() => window.location.reload()}>{t('routeError.reload')}</Button>
    </section>
  );
}
