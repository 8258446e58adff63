import { useTranslation } from 'react-i18next';
import { Alert, Button, Link } from '../../../../design-system';
import type { OnlineLink } from '../../../api/generated/model';
import * as styles from './search.css';
import { ServerLink } from '../../../lib/urls/server-link';
import { fromResultLink, onlineLinkLabel } from '../../links/open-online-link';
import { useOpenOnlineLink } from '../../links/use-open-online-link';

/**
 * A record's online links (spec section 7, links), opened through the shared links module:
 * restricted ones are resolved first (an info toast while it runs) and open in a new tab; every
 * opening is recorded for the access statistics.
 */
export function ResultLinks({
  codAcervo,
  title,
  links,
}: {
  codAcervo: number;
  title: string;
  links: OnlineLink[];
}) {
  const { t } = useTranslation('search');
  const { openRestricted, recordAccess, pendingSeq, blocked } = useOpenOnlineLink(codAcervo, {
    waitMessage: t('links.opening'),
  });
  const label = (link: OnlineLink, index: number) =>
    onlineLinkLabel(link, index, (number) => t('links.unnamed', { number }));

  return (
    <div className={styles.links}>
      <ul className={styles.linkList} aria-label={t('links.label', { title })}>
        {links.map((link, index) => {
          const item = fromResultLink(link);
          return (
            <li key={link.seq_paragrafo}>
              {item.restricted || !item.url ? (
                <Button
                  variant="quiet"
                  size="sm"
                  isPending={pendingSeq === link.seq_paragrafo}
                  aria-label={t('links.restrictedLabel', { link: label(link, index), title })}
                  onPress={() => openRestricted(item)}
                >
                  {t('links.restricted', { link: label(link, index) })}
                </Button>
              ) : (
                <ServerLink
                  href={item.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('links.openLabel', { link: label(link, index), title })}
                  onPress={() => recordAccess(item, item.url!)}
                  fallback={label(link, index)}
                >
                  {label(link, index)}
                </ServerLink>
              )}
            </li>
          );
        })}
      </ul>
      {blocked ? (
        <Alert tone="warning">
          {t('links.blocked')}{' '}
          <Link href={blocked} target="_blank" rel="noopener">
            {t('links.openHere')}
          </Link>
        </Alert>
      ) : null}
    </div>
  );
}
