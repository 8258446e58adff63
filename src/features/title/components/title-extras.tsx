import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Heading, Skeleton } from '../../../../design-system';
import { isEmptyHtml, sanitizeHtml } from '../../../lib/html/sanitize-html';
import { notify } from '../../../lib/notifications/notifications';
import { LoadError } from '../../../lib/query-state/query-state';
import { ServerLink } from '../../../lib/urls/server-link';
import { titleQueries } from '../api/title-queries';
import { titleAddress } from '../utils/title-address';
import { LazyQrCode } from '../../../lib/media/lazy-qr-code';
import * as styles from './title-extras.css';

/** The ABNT reference (`GET /vinculos/abnt/{id}`), server HTML through the one profile, to copy. */
function AbntReference({ codAcervo }: { codAcervo: number }) {
  const { t } = useTranslation('catalogue');
  const query = useQuery(titleQueries.abnt(codAcervo));
  const text = useRef<HTMLParagraphElement>(null);
  const html = useMemo(() => (query.data ? sanitizeHtml(query.data.referencia) : ''), [query.data]);

  const copy = async () => {
    // The words as read, without the HTML's emphasis: what a document's reference list takes.
    const plain = text.current?.textContent?.trim() ?? '';
    try {
      await navigator.clipboard.writeText(plain);
      notify({ tone: 'success', message: t('extras.abnt.copied') });
    } catch {
      notify({ tone: 'warning', message: t('extras.abnt.copyFailed') });
    }
  };

  if (query.isError && query.data === undefined)
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        title={t('extras.abnt.failed')}
      />
    );
  if (query.isPending) return <Skeleton lines={2} />;
  if (isEmptyHtml(html)) return null;
  return (
    <div className={styles.extra}>
      <Heading level={2} size="md" id="abnt-heading">
        {t('extras.abnt.heading')}
      </Heading>
      <p
        ref={text}
        className={styles.reference}
        aria-labelledby="abnt-heading"
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <Button variant="secondary" size="sm" onPress={() => void copy()}>
        {t('extras.abnt.copy')}
      </Button>
    </div>
  );
}

/**
 * The title at the integrated standards provider (`GET /vinculos/target/{id}`), only when the
 * provider holds it: a refusal (422) or any failure leaves the page without the link, since it
 * is an extra way in and the record says everything else.
 */
function StandardsLink({ codAcervo }: { codAcervo: number }) {
  const { t } = useTranslation('catalogue');
  const query = useQuery(titleQueries.standardsLink(codAcervo));
  if (!query.data) return null;
  return (
    <div className={styles.extra}>
      <Heading level={2} size="md">
        {t('extras.standards.heading')}
      </Heading>
      <ServerLink href={query.data.url} target="_blank" rel="noopener noreferrer">
        {t('extras.standards.link')}
      </ServerLink>
    </div>
  );
}

/** The QR code of the title's address, with the address as text too. */
function TitleAddressCode({ codAcervo }: { codAcervo: number }) {
  const { t } = useTranslation('catalogue');
  const origin = usePageOrigin();
  const address = origin ? titleAddress(codAcervo, origin, import.meta.env.BASE_URL) : null;
  return (
    <div className={styles.extra}>
      <Heading level={2} size="md">
        {t('extras.qr.heading')}
      </Heading>
      {/* Until the page is live, a box of the code's size and a line for the address keep their
          places, so the tabs below do not move when they come. */}
      {address ? (
        <LazyQrCode value={address} label={t('extras.qr.label')} />
      ) : (
        <Skeleton shape="rect" width="10rem" height="10rem" />
      )}
      <p className={styles.address}>{address ?? '\u00a0'}</p>
    </div>
  );
}

const subscribeToNothing = () => () => undefined;

/**
 * The page's origin, or null on the server and while React hydrates a page the server rendered
 * (it cannot know the address the visitor used), so the code is drawn once the page is live.
 */
const usePageOrigin = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => window.location.origin,
    () => null,
  );

/** What the record page offers besides the catalogued fields: reference, provider link, QR code. */
export function TitleExtras({ codAcervo }: { codAcervo: number }) {
  return (
    <div className={styles.extras}>
      <AbntReference codAcervo={codAcervo} />
      <StandardsLink codAcervo={codAcervo} />
      <TitleAddressCode codAcervo={codAcervo} />
    </div>
  );
}
