import { useTranslation } from 'react-i18next';
import { Badge, Link, type Tone } from '../../../../design-system';
import type { OnlineLink, SearchRecord } from '../../../api/generated/model';
import { paths, type TitleTab } from '../../../config/paths';
import {
  availabilityState,
  primaryActionOf,
  type AvailabilityState,
  type PrimaryAction,
} from '../../../lib/availability/primary-action';
import { useIsSignedIn } from '../../../stores/auth-store';
import { ResultLinks } from './result-links';
import { isOnline } from './result-rules';
import * as styles from './result-availability.css';

// Where each action that is a plain link leads: the title's tab that carries it out.
const tabOf = {
  request: 'solicitacao-emprestimo',
  shelf: 'exemplares',
  consult: 'exemplares',
  online: undefined,
} as const satisfies Record<Exclude<PrimaryAction, 'hold' | null>, TitleTab | undefined>;

const toneOf: Record<AvailabilityState, Tone> = {
  available: 'success',
  onLoan: 'warning',
  referenceOnly: 'info',
  online: 'info',
  none: 'neutral',
};

/**
 * The top of a result card: where the title stands ("Disponível · 2 de 3 exemplares na estante")
 * and the one action the rules choose for it. The words carry the status; the badge's colour
 * only repeats them. A record of another institution (`isNetwork`) shows its line alone: its
 * holds are that institution's.
 */
export function ResultAvailability({
  record,
  links,
  isNetwork = false,
}: {
  record: SearchRecord;
  links: OnlineLink[];
  isNetwork?: boolean;
}) {
  const { t } = useTranslation('search');
  const signedIn = useIsSignedIn();
  const { exemplares, cod_acervo: codAcervo, titulo: title } = record;
  const online = isOnline(record, links);
  const state = availabilityState(exemplares, online);
  const action = isNetwork ? null : primaryActionOf({ exemplares, online });
  const holdTab = paths.title.href(codAcervo, 'reserva');
  return (
    <div className={styles.block}>
      <p className={styles.line}>
        <Badge tone={toneOf[state]}>{t(`results.state.${state}`)}</Badge>{' '}
        {exemplares.total > 0
          ? t('results.availability', {
              available: exemplares.disponiveis,
              total: exemplares.total,
            })
          : null}
      </p>
      {action === 'hold' ? (
        // A visitor signs in first and comes back to the title's hold panel.
        <Link
          variant="standalone"
          href={signedIn ? holdTab : paths.login.href(holdTab)}
          aria-label={t('results.action.holdLabel', { title })}
        >
          {t('results.action.hold')}
        </Link>
      ) : action === 'online' && links.length > 0 ? (
        <ResultLinks codAcervo={codAcervo} title={title} links={links} />
      ) : action ? (
        <Link
          variant="standalone"
          href={paths.title.href(codAcervo, tabOf[action])}
          aria-label={t(`results.action.${action}Label`, { title })}
        >
          {t(`results.action.${action}`)}
        </Link>
      ) : null}
    </div>
  );
}
