import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert, Heading, Link } from '../../../design-system';
import { paths } from '../../config/paths';
import { externalAccessQueries } from '../../features/personal-area/api/external-access-queries';
import * as styles from '../shell/app-layout.css';
import { ExternalAccess } from './external-access';

/**
 * The slug of provider B's base (`POST /pessoas/bases/{slug}/url-acesso`). The restricted-access
 * answer that flags the provider (`provedor_externo`) carries the title's data, not a slug, so
 * the provider is fixed here; `?base=` overrides it for an institution using another one.
 */
export const EBOOK_PROVIDER_B_SLUG = 'minha-biblioteca';

/**
 * `/livros-digitais-a`: the e-book provider sends the patron back with `?sessionid=`; the
 * session id is exchanged (`POST /vinculos/grupoa`, patron token) for an address with the patron
 * signed in there. Without a session id there is nothing to exchange: say so.
 */
export function EbookProviderAPage() {
  const { t } = useTranslation('personal-area');
  const [search] = useSearchParams();
  const sessionid = search.get('sessionid')?.trim();
  if (!sessionid) {
    return (
      <section className={styles.page} aria-labelledby="livros-digitais">
        <Heading level={1} id="livros-digitais">
          {t('ebook.title')}
        </Heading>
        <Alert tone="warning" live="none">
          {t('ebook.missingSession')}
        </Alert>
        <Link href={paths.home.href()} variant="standalone">
          {t('redirect.back')}
        </Link>
      </section>
    );
  }
  return (
    <ExternalAccess
      title={t('ebook.title')}
      working={t('ebook.working')}
      flow="ebook"
      query={externalAccessQueries.ebookProviderSession(sessionid)}
    />
  );
}

/**
 * `/livros-digitais-b`: opened in a new tab when a restricted link's answer flags the
 * third-party provider; asks for a signed address to the provider's base and goes there.
 */
export function EbookProviderBPage() {
  const { t } = useTranslation('personal-area');
  const [search] = useSearchParams();
  const slug = search.get('base')?.trim() || EBOOK_PROVIDER_B_SLUG;
  return (
    <ExternalAccess
      title={t('ebook.title')}
      working={t('ebook.working')}
      flow="ebook"
      query={externalAccessQueries.baseAccess(slug)}
    />
  );
}
