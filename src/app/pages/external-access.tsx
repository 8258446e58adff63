import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Heading, Link, Loader } from '../../../design-system';
import type { UrlAnswer } from '../../api/generated/model';
import { paths } from '../../config/paths';
import { ErrorText } from '../../lib/notifications/error-text';
import * as styles from '../shell/app-layout.css';
import { leaveAppFor } from '../../lib/urls/leave-app';
import { checkDestination, type DestinationFlow } from '../../lib/urls/destinations';

interface ExternalAccessProps<TKey extends QueryKey> {
  title: string;
  /** Asks the server for the signed address; its failure is the page's error. */
  query: UseQueryOptions<UrlAnswer, Error, UrlAnswer, TKey>;
  /** What the page says while the address is prepared. */
  working: string;
  /** Whose host list the address must be on when it leaves this site (destinations.ts). */
  flow: DestinationFlow;
}

/**
 * The shared body of the pages that hand the patron over to another application: fetch a signed
 * address, go there, and keep the address on screen in case the browser does not follow. A
 * failure says why in the error catalogue's words (no tax number, provider refused, ...) and
 * offers a retry and the way home.
 */
export function ExternalAccess<TKey extends QueryKey>({
  title,
  query,
  working,
  flow,
}: ExternalAccessProps<TKey>) {
  const { t } = useTranslation('personal-area');
  const access = useQuery(query);
  const answered = access.data?.url;
  // Shown as a link only when it is an address the browser may follow, to a listed host.
  const destination = checkDestination(answered, flow);
  const url = destination.ok ? destination.href : null;
  useEffect(() => {
    if (answered) leaveAppFor(answered, 'external access', flow);
  }, [answered, flow]);

  return (
    <section className={styles.page} aria-labelledby="acesso-externo">
      <Heading level={1} id="acesso-externo">
        {title}
      </Heading>
      {access.isPending ? <Loader fullPage={false} message={working} /> : null}
      {url ? (
        <p>
          {t('redirect.manual')}{' '}
          <Link href={url} variant="inline">
            {url}
          </Link>
        </p>
      ) : null}
      {access.isError ? (
        <>
          <Alert tone="danger" title={t('redirect.failed')}>
            <ErrorText error={access.error} />
          </Alert>
          <Button
            variant="secondary"
            onPress={() => void access.refetch()}
            isPending={access.isFetching}
          >
            {t('redirect.retry')}
          </Button>
        </>
      ) : null}
      <Link href={paths.home.href()} variant="standalone">
        {t('redirect.back')}
      </Link>
    </section>
  );
}
