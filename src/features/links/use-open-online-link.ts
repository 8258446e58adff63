import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { notificationQueue, notify } from '../../lib/notifications/notifications';
import { openInNewTab } from '../../lib/urls/leave-app';
import { useAuthUser } from '../../stores/auth-store';
import { onlineLinkMutations } from './api/online-link-queries';
import { clientInfoOf } from './client-info';
import { restrictedTarget, type OnlineLinkItem } from './open-online-link';

export interface OpenOnlineLinkOptions {
  /** The info toast shown while a restricted link is resolved, in the caller's language. */
  waitMessage: string;
}

/**
 * Opening a title's online links (spec section 7, links): open links go straight to their
 * address; restricted ones are resolved first (an info toast says to wait) and open in a new tab,
 * or in this app's e-book provider entry when the answer flags the provider. Each opening is
 * recorded for the access statistics.
 */
export function useOpenOnlineLink(codAcervo: number, { waitMessage }: OpenOnlineLinkOptions) {
  const user = useAuthUser();
  const restricted = useMutation(onlineLinkMutations.restrictedAccess());
  const statistic = useMutation(onlineLinkMutations.accessStatistic());
  // A browser that blocks the new tab: the address stays here to open by hand.
  const [blocked, setBlocked] = useState<string | null>(null);
  const client = () => clientInfoOf(navigator.userAgent);

  /** Records an opening; call it as an open link is followed (the browser does the opening). */
  const recordAccess = (link: OnlineLinkItem, url: string) =>
    statistic.mutate({
      data: {
        cod_acervo: codAcervo,
        seq_paragrafo: link.seq_paragrafo,
        url,
        user_id: user?.cod_pessoa ?? null,
        ...client(),
      },
    });

  const openRestricted = (link: OnlineLinkItem) => {
    setBlocked(null);
    const waiting = notify({ tone: 'info', message: waitMessage });
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

  return {
    openRestricted,
    recordAccess,
    /** The link being resolved now, to mark its button busy. */
    pendingSeq: restricted.isPending ? restricted.variables.seq : null,
    /** The resolved address the browser refused to open in a new tab, if any. */
    blocked,
  };
}
