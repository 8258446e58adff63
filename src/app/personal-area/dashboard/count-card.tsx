import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Link, Skeleton, VisuallyHidden } from '../../../../design-system';
import * as styles from './dashboard.css';

export interface CountCardProps {
  title: string;
  /** The query behind the count: pending, failed or answered. */
  status: 'pending' | 'error' | 'success';
  count: number | undefined;
  /** A line under the count (e.g. the amount owed). */
  detail?: ReactNode;
  /** The screen listing what is counted, when it is registered and permitted. */
  href?: string;
  onRetry: () => void;
  isRetrying: boolean;
}

/** One dashboard figure: a skeleton while loading, its own error and retry, or the count. */
export function CountCard({
  title,
  status,
  count,
  detail,
  href,
  onRetry,
  isRetrying,
}: CountCardProps) {
  const { t } = useTranslation('personal-area');
  let body: ReactNode;
  if (status === 'success' && count !== undefined) {
    // The count is the link; its name repeats the card title so it makes sense out of context.
    body = (
      <>
        {href ? (
          <Link href={href} variant="standalone" className={styles.count}>
            {count}
            <VisuallyHidden> {title}</VisuallyHidden>
          </Link>
        ) : (
          <p className={styles.count}>{count}</p>
        )}
        {detail ? <p className={styles.countDetail}>{detail}</p> : null}
      </>
    );
  } else if (status === 'error') {
    body = (
      <div className={styles.failure}>
        <Alert tone="danger">{t('dashboard.loadError')}</Alert>
        <Button variant="secondary" size="sm" onPress={onRetry} isPending={isRetrying}>
          {t('dashboard.retry')}
        </Button>
      </div>
    );
  } else {
    body = <Skeleton shape="rect" width="3rem" height="2rem" />;
  }
  return (
    <Card
      title={title}
      headingLevel={3}
      className={styles.countCard}
      aria-busy={status === 'pending' || undefined}
    >
      {body}
    </Card>
  );
}
