import { useMutation, useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Heading, Skeleton } from '../../../design-system';
import { LoanTokenPanel } from '../../features/loans/components/loan-token-panel';
import { QrCode } from '../../lib/media/qr-code';
import {
  mobileAppMutations,
  mobileAppQueries,
} from '../../features/personal-area/api/mobile-app-queries';
import { describeError } from '../../lib/errors/describe-error';
import * as styles from '../shell/app-layout.css';
import { ServerLink } from '../../lib/urls/server-link';
import { safeUrl } from '../../lib/urls/safe-url';
import { useInstallPrompt } from '../pwa/install-prompt';

/**
 * `/meu-portal/app`, the mobile app area. The spec names it only; our choice: what a patron
 * wants from the library on a phone at the desk, namely the loan token (`GET`/`POST
 * /emprestimo/token`: borrow without the card) and where to get the app
 * (`GET /parametros/app-layers`: offered or not, and its address), then the automatic access
 * (`GET /pessoas/autenticar/app-layers`: the app opened already signed in, as a link and a QR
 * code for the phone) and a personal-area access address (`POST /pessoas/meu-portal/url-acesso`)
 * to open "My account" signed in on another device.
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
      <InstallCard />
      <GetTheAppCard />
      <AppAccessCard />
      <PersonalAreaLinkCard />
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

/**
 * The catalogue itself installed as an app (issue 34), where the browser offers it
 * (`beforeinstallprompt`: Chrome, Edge, on Android and desktop); elsewhere, or once installed,
 * nothing shows. Its texts are the on-demand `app` namespace, loaded only then.
 */
function InstallCard() {
  const install = useInstallPrompt();
  if (!install) return null;
  return (
    <Suspense fallback={null}>
      <InstallOffer install={install} />
    </Suspense>
  );
}

function InstallOffer({ install }: { install: () => Promise<void> }) {
  const { t } = useTranslation('app');
  return (
    <Card title={t('install.title')} headingLevel={2}>
      <p>{t('install.text')}</p>
      <Button variant="secondary" onPress={() => void install()}>
        {t('install.action')}
      </Button>
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

/** A signed address the patron opens here or scans with the phone; null when it is unsafe. */
function SignedAddress({
  url,
  linkText,
  qrLabel,
}: {
  url: string;
  linkText: string;
  qrLabel: string;
}) {
  const { t } = useTranslation('personal-area');
  if (!safeUrl(url)) return <Alert tone="danger">{t('mobileApp.unsafeAddress')}</Alert>;
  return (
    <>
      <ServerLink href={url} variant="standalone" target="_blank" rel="noreferrer">
        {linkText}
      </ServerLink>
      <QrCode value={url} label={qrLabel} />
    </>
  );
}

/** Automatic access: the app signed in as this patron (422 when the institution has none). */
function AppAccessCard() {
  const { t } = useTranslation('personal-area');
  const { t: tErrors } = useTranslation('errors');
  const access = useQuery(mobileAppQueries.appAccess());
  let body;
  if (access.isPending) body = <Skeleton lines={2} />;
  else if (access.isError)
    body = (
      <Alert tone="warning" live="status">
        {describeError(access.error, tErrors).message}
      </Alert>
    );
  else
    body = (
      <SignedAddress
        url={access.data.url}
        linkText={t('mobileApp.accessOpen')}
        qrLabel={t('mobileApp.accessQr')}
      />
    );
  return (
    <Card title={t('mobileApp.accessTitle')} headingLevel={2}>
      <p>{t('mobileApp.accessText')}</p>
      {body}
    </Card>
  );
}

/** A personal-area address signed in as this patron, made on request (it grants access). */
function PersonalAreaLinkCard() {
  const { t } = useTranslation('personal-area');
  const { t: tErrors } = useTranslation('errors');
  const create = useMutation(mobileAppMutations.personalAreaAccessUrl());
  return (
    <Card title={t('mobileApp.portalTitle')} headingLevel={2}>
      <p>{t('mobileApp.portalText')}</p>
      {create.isError ? (
        <Alert tone="warning" live="alert" onDismiss={() => create.reset()}>
          {describeError(create.error, tErrors).message}
        </Alert>
      ) : null}
      {create.isSuccess ? (
        <SignedAddress
          url={create.data.url}
          linkText={t('mobileApp.portalOpen')}
          qrLabel={t('mobileApp.portalQr')}
        />
      ) : (
        <Button variant="secondary" isPending={create.isPending} onPress={() => create.mutate()}>
          {t('mobileApp.portalCreate')}
        </Button>
      )}
    </Card>
  );
}
