import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Alert, Button, Link } from '../../../../design-system';
import type { TitleLink } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { ServerLink } from '../../../lib/urls/server-link';
import { useAuthUser } from '../../../stores/auth-store';
import { fromTitleLink, onlineLinkLabel } from '../../links/open-online-link';
import { useOpenOnlineLink } from '../../links/use-open-online-link';
import { titleQueries } from '../api/title-queries';
import * as styles from './title-extras.css';

/**
 * The title's online links (`GET /acervo/{id}/links`): open ones are plain links, restricted ones
 * a button that resolves the real address (restricted-access call, wait toast) and opens it in a
 * new tab or in the e-book provider's entry. A visitor who is not signed in is offered the login
 * first, since only identified patrons may open restricted links.
 */
export function TitleLinks({
  codAcervo,
  title,
  catalogued,
}: {
  codAcervo: number;
  title: string;
  /** The links the title's record came with: shown at once, while the links call answers. */
  catalogued: TitleLink[];
}) {
  const { t } = useTranslation('catalogue');
  const user = useAuthUser();
  const { pathname } = useLocation();
  const query = useQuery({ ...titleQueries.links(codAcervo), placeholderData: catalogued });
  const { openRestricted, recordAccess, pendingSeq, blocked } = useOpenOnlineLink(codAcervo, {
    waitMessage: t('links.opening'),
  });
  const links = (query.data ?? catalogued).map(fromTitleLink);
  if (!links.length) return null;
  const label = (link: (typeof links)[number], index: number) =>
    onlineLinkLabel(link, index, (number) => t('links.unnamed', { number }));

  return (
    <>
      <ul className={styles.linkList} aria-label={t('links.label', { title })}>
        {links.map((link, index) => (
          <li key={link.seq_paragrafo}>
            {!link.restricted && link.url ? (
              <ServerLink
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                onPress={() => recordAccess(link, link.url!)}
                fallback={label(link, index)}
              >
                {t('links.open', { link: label(link, index) })}
              </ServerLink>
            ) : user ? (
              <Button
                variant="quiet"
                size="sm"
                isPending={pendingSeq === link.seq_paragrafo}
                onPress={() => openRestricted(link)}
              >
                {t('links.restricted', { link: label(link, index) })}
              </Button>
            ) : (
              <>
                {t('links.restrictedSignedOut', { link: label(link, index) })}{' '}
                <Link href={paths.login.href(pathname)}>{t('links.signIn')}</Link>
              </>
            )}
          </li>
        ))}
      </ul>
      {blocked ? (
        <Alert tone="warning">
          {t('links.blocked')}{' '}
          <Link href={blocked} target="_blank" rel="noopener">
            {t('links.openHere')}
          </Link>
        </Alert>
      ) : null}
    </>
  );
}
