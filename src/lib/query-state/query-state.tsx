import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, isNetworkError } from '../../api/errors';
import { Alert, Button, Skeleton } from '../../../design-system';

/**
 * Inline failure of one part of the page, with a retry that refetches just that part. `title`
 * is the screen's own wording (spec section 8: "error while fetching debits"...).
 */
export function LoadError({
  error,
  onRetry,
  title,
}: {
  error: unknown;
  onRetry: () => void;
  title?: string;
}) {
  const { t } = useTranslation('catalogue');
  const detail = isNetworkError(error)
    ? t('errors.network')
    : isApiError(error) && error.status >= 500
      ? t('errors.server', { status: error.status })
      : t('errors.generic');
  return (
    <Alert tone="danger" title={title ?? t('errors.loadFailed')}>
      <p>{detail}</p>
      <Button variant="secondary" size="sm" onPress={onRetry}>
        {t('errors.retry')}
      </Button>
    </Alert>
  );
}

export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * Renders a query's data once it is there; a skeleton while it loads and an inline error with
 * retry if it failed. Data first: a failed background refetch keeps showing what was loaded.
 */
export function QueryView<T>({
  query,
  lines = 4,
  errorTitle,
  children,
}: {
  query: UseQueryResult<T>;
  lines?: number;
  /** The load error's own title (see LoadError). */
  errorTitle?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError)
    return (
      <LoadError error={query.error} onRetry={() => void query.refetch()} title={errorTitle} />
    );
  return <Skeleton lines={lines} />;
}
