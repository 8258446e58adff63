import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Link } from '../../../../design-system';
import type { OnlineLink, RestrictedAccessAnswer } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { notificationQueue, notify } from '../../../lib/notifications/notifications';
import { useAuthUser } from '../../../stores/auth-store';
import { linkMutations } from '../api/link-queries';
import { clientInfoOf } from '../utils/client-info';
import * as styles from './search.css';
import { openInNewTab } from '../../../lib/urls/leave-app';
import { ServerLink } from '../../../lib/urls/server-link';

/**
 * Where a restricted link's answer leads: its address, or the e-book provider B entry of this app
 * (spec section 2) with the provider's data as query parameters.
 */
export function restrictedTarget(answer: RestrictedAccessAnswer, origin: string): string | null {
  if (answer.provedor_externo) {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(answer.dados ?? {})) {
      if (key !== 'rota' && (typeof value === 'string' || typeof value === 'number'))
        query.set(key, String(value));
    }
    const search = query.toString();
    return `${origin}${paths.ebookProviderB.href()}${search ? `?${search}` : ''}`;
  }
  return answer.url ?? null;
}

/**
 * A record's online links (spec section 7, links): open links go straight to their address;
 * restricted ones are resolved first (an info toast while it runs) and open in a new tab. Each
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
  const user = useAuthUser();
  const restricted = useMutation(linkMutations.restrictedAccess());
  const statistic = useMutation(linkMutations.accessStatistic());
  // A browser that blocks the new tab: the address stays here to open by hand.
  const [blocked, setBlocked] = useState<string | null>(null);
  const client = () => clientInfoOf(navigator.userAgent);

  const recordAccess = (link: OnlineLink, url: string) =>
    statistic.mutate({
      data: {
        cod_acervo: codAcervo,
        seq_paragrafo: link.seq_paragrafo,
        url,
        user_id: user?.cod_pessoa ?? null,
        ...client(),
      },
    });

  const openRestricted = (link: OnlineLink) => {
    setBlocked(null);
    const waiting = notify({ tone: 'info', message: t('links.opening') });
    restricted.mutate(
      {
        id: codAcervo,
        seq: link.seq_paragrafo,
        data: { userId: user?.cod_pessoa ?? null, ...client() },
      },
      {
        onSettled: () => notificationQueue.close(waiting),
        onSuccess: (answer) => {
          const target = restrictedTarget(answer, window.location.origin);
          if (!target) return;
          // Our own provider entry keeps the opener, so the new tab inherits the session.
          const opened = openInNewTab(target, 'restricted link', {
            keepOpener: !!answer.provedor_externo,
          });
          if (opened === 'refused') return;
          if (opened === 'blocked') setBlocked(target);
          recordAccess(link, target);
        },
      },
    );
  };

  const label = (link: OnlineLink, index: number) =>
    link.descricao?.trim() || t('links.unnamed', { number: index + 1 });

  return (
    <div className={styles.links}>
      <ul className={styles.linkList} aria-label={t('links.label', { title })}>
        {links.map((link, index) => (
          <li key={link.seq_paragrafo}>
            {link.restrito || !link.url ? (
              <Button
                variant="quiet"
                size="sm"
                isPending={restricted.isPending && restricted.variables.seq === link.seq_paragrafo}
                aria-label={t('links.restrictedLabel', { link: label(link, index), title })}
                onPress={() => openRestricted(link)}
              >
                {t('links.restricted', { link: label(link, index) })}
              </Button>
            ) : (
              <ServerLink
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('links.openLabel', { link: label(link, index), title })}
                onPress={() => recordAccess(link, link.url!)}
                fallback={label(link, index)}
              >
                {label(link, index)}
              </ServerLink>
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
    </div>
  );
}
