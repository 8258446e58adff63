import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Heading, Link, Skeleton } from '../../../design-system';
import {
  createLoanTokenMutation,
  loanTokenQueryKey,
  mobileAppQueries,
} from '../../features/personal-area/api/mobile-app-queries';
import { useFormat } from '../../lib/format/use-format';
import { ErrorText } from '../../lib/notifications/error-text';
import * as styles from '../shell/app-layout.css';

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

function LoanTokenCard() {
  const { t } = useTranslation('personal-area');
  const { dateTime } = useFormat();
  const queryClient = useQueryClient();
  const token = useQuery(mobileAppQueries.loanToken());
  const create = useMutation({
    ...createLoanTokenMutation(),
    onSuccess: (issued) => queryClient.setQueryData(loanTokenQueryKey(), issued),
  });

  let body;
  if (token.isPending) body = <Skeleton shape="rect" width="10rem" height="3rem" />;
  else if (token.isError)
    body = (
      <>
        <Alert tone="danger" title={t('mobileApp.tokenError')}>
          <ErrorText error={token.error} />
        </Alert>
        <Button variant="secondary" onPress={() => void token.refetch()}>
          {t('mobileApp.retry')}
        </Button>
      </>
    );
  else if (token.data.valor)
    body = (
      <>
        <p className={styles.token} aria-live="polite">
          {token.data.valor}
        </p>
        {token.data.validade ? (
          <p>{t('mobileApp.tokenValidUntil', { date: dateTime(token.data.validade) })}</p>
        ) : null}
      </>
    );
  else
    body = (
      <>
        <p>{t('mobileApp.noToken')}</p>
        <Button onPress={() => create.mutate()} isPending={create.isPending}>
          {t('mobileApp.createToken')}
        </Button>
        {create.isError ? (
          <Alert tone="danger">
            <ErrorText error={create.error} />
          </Alert>
        ) : null}
      </>
    );

  return (
    <Card title={t('mobileApp.tokenTitle')} headingLevel={2}>
      <p>{t('mobileApp.tokenText')}</p>
      {body}
    </Card>
  );
}

function GetTheAppCard() {
  const { t } = useTranslation('personal-area');
  const settings = useQuery(mobileAppQueries.appSettings());
  let body;
  if (settings.isPending) body = <Skeleton lines={1} />;
  else if (settings.isError) body = <Alert tone="warning">{t('mobileApp.appError')}</Alert>;
  else if (settings.data.ativo && settings.data.url)
    body = (
      <Link href={settings.data.url} variant="standalone" target="_blank" rel="noreferrer">
        {t('mobileApp.getApp')}
      </Link>
    );
  else body = <p>{t('mobileApp.appUnavailable')}</p>;
  return (
    <Card title={t('mobileApp.appTitle')} headingLevel={2}>
      {body}
    </Card>
  );
}
