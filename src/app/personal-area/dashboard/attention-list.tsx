import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Heading,
  IconBookmark,
  IconCalendar,
  IconCreditCard,
  IconDanger,
  IconSuccess,
  Link,
  type IconProps,
} from '../../../../design-system';
import * as styles from './dashboard.css';

/** One thing the patron should act on: how many, what, and where to act. */
export interface AttentionItem {
  id: 'overdue' | 'ready' | 'debts' | 'dueSoon';
  /** Overdue loans are urgent (danger); the rest ask for action (warning). */
  tone: 'danger' | 'warning';
  /** "1 empréstimo em atraso": the count and what it counts, the link's name. */
  headline: string;
  /** The first item named ("Dom Casmurro: a devolução era em 14/11/2026."), when there is one. */
  detail?: ReactNode;
  /** The screen that lists them, when registered and permitted. */
  href?: string;
}

const icons: Record<AttentionItem['id'], ComponentType<IconProps>> = {
  overdue: IconDanger,
  ready: IconBookmark,
  debts: IconCreditCard,
  dueSoon: IconCalendar,
};

export interface AttentionListProps {
  items: readonly AttentionItem[];
  /** Whether some list behind the items is still loading / failed to load. */
  checking: boolean;
  incomplete: boolean;
}

/**
 * The dashboard's first section: what needs the patron now (overdue loans first, emphasised),
 * or one line saying nothing does. Each item says in words what it is, so its tone is not
 * carried by colour alone.
 */
export function AttentionList({ items, checking, incomplete }: AttentionListProps) {
  const { t } = useTranslation('personal-area');
  let status: ReactNode = null;
  if (checking)
    status = <p className={styles.attentionStatus}>{t('dashboard.attentionChecking')}</p>;
  else if (incomplete)
    status = <p className={styles.attentionStatus}>{t('dashboard.attentionIncomplete')}</p>;
  else if (items.length === 0)
    status = (
      <p className={styles.attentionStatus}>
        <IconSuccess />
        {t('dashboard.attentionNone')}
      </p>
    );
  return (
    <section aria-labelledby="atencao-meu-portal" aria-busy={checking || undefined}>
      <Heading level={2} id="atencao-meu-portal" size="sm">
        {t('dashboard.attention')}
      </Heading>
      {items.length > 0 ? (
        <ul className={styles.attentionList}>
          {items.map(({ id, tone, headline, detail, href }) => {
            const Icon = icons[id];
            return (
              <li key={id} className={styles.attentionItem} data-tone={tone}>
                <Icon className={styles.attentionIcon} />
                <div>
                  {href ? (
                    <Link href={href} variant="standalone" className={styles.attentionHeadline}>
                      {headline}
                    </Link>
                  ) : (
                    <p className={styles.attentionHeadline}>{headline}</p>
                  )}
                  {detail ? <p className={styles.attentionDetail}>{detail}</p> : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {status}
    </section>
  );
}
