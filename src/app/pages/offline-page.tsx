import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, Link } from '../../../design-system';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/document-title/use-page-title';
import * as styles from '../shell/app-layout.css';

/** The address the worker could not answer, from the fragment it put it in (`/acervo/1?x=y`). */
export function askedAddress(hash: string): string | null {
  const address = decodeURIComponent(hash.replace(/^#/, ''));
  // Same origin only: a path, never `//host` nor a scheme.
  return /^\/(?![/\\])/.test(address) ? address : null;
}

/** The worker sets the fragment once, by the redirect: nothing to listen to. */
const noChanges = () => () => {};
const browserAskedAddress = () => askedAddress(window.location.hash);

/**
 * Framework mode's offline page (`/sem-conexao`): what a page the patron never opened on this
 * device gets without a network, the service worker redirecting there with the address asked for
 * in the fragment (service-worker-rules.ts, `offlineRedirectPlugin`). The static shape renders
 * any address from its start-up screen and what the app persisted; framework mode's pages are
 * the server's, and a page the server never sent has no copy. A patron expects the catalogue
 * itself, not the browser's dinosaur: the layout (the header, the language), saying plainly why
 * this page is missing, and the two ways on: the page again once the connection is back, or home,
 * which was seen. Precached as the server rendered it when the worker installed.
 */
export function OfflinePage() {
  const { t } = useTranslation('common');
  usePageTitle(t('offline.page.title'));
  // The fragment is the browser's alone: none while hydrating (the server's snapshot), so the
  // server's markup matches, then the browser's.
  const asked = useSyncExternalStore(noChanges, browserAskedAddress, () => null);
  return (
    <section className={styles.page} aria-labelledby="sem-conexao">
      <Heading level={1} id="sem-conexao">
        {t('offline.page.title')}
      </Heading>
      <p>{t('offline.page.text')}</p>
      {asked ? (
        <Link href={asked} variant="standalone">
          {t('offline.page.retry')}
        </Link>
      ) : null}
      <Link href={paths.home.href()} variant="standalone">
        {t('offline.page.home')}
      </Link>
    </section>
  );
}
