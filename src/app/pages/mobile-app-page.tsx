import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Card, Heading, Skeleton } from '../../../design-system';
import { LoanTokenPanel } from '../../features/loans/components/loan-token-panel';
import { mobileAppQueries } from '../../features/personal-area/api/mobile-app-queries';
import * as styles from '../shell/app-layout.css';
import { ServerLink } from '../../lib/urls/server-link';
import { safeUrl } from '../../lib/urls/safe-url';

/**
 * `/meu-portal/app`, the mobile app area. The spec names it only; our choice: what a patron
 * wants from the library on a phone at the desk, namely the loan token (`GET`/`POST
 * /emprestimo/token`: borrow without the card) and where to get the app
 * (`GET /parametros/app-layers`: offered or not, and its address).
 */
export function MobileAppPage() {
  const { t } = useTranslation('personal-area');
  return (
    <section className={styles.page} aria-labelledby="area-aplicativo">
      <Heading level={1} id="area-aplicativo">
        {t('mobileApp.title')}
      </Heading>
      <p>{t('mobileApp.intro')}</p>
      <LoanTokenCard />
      <GetTheAppCard />
    </section>
  );
}

/** The loan token, as on the Get token screen (one component for both). */
function LoanTokenCard() {
  const { t } = useTranslation('personal-area');
  return (
    <Card title={t('mobileApp.tokenTitle')} headingLevel={2}>
      <p>{t('mobileApp.tokenText')}</p>
      <LoanTokenPanel />
    </Card>
  );
}

function GetTheAppCard() {
  const { t } = useTranslation('personal-area');
  const settings = useQuery(mobileAppQueries.appSettings());
  let body;
  if (settings.isPending) body = <Skeleton lines={1} />;
  else if (settings.isError) body = <Alert tone="warning">{t('mobileApp.appError')}</Alert>;
  else if (settings.data.ativo && safeUrl(settings.data.url))
    body = (
      <ServerLink href={settings.data.url} variant="standalone" target="_blank" rel="noreferrer">
        {t('mobileApp.getApp')}
      </ServerLink>
    );
  else body = <p>{t('mobileApp.appUnavailable')}</p>;
  return (
    <Card title={t('mobileApp.appTitle')} headingLevel={2}>
      {body}
    </Card>
  );
}
