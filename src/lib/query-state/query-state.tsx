import {
  useQueryClient,
  type Query,
  type QueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, isNetworkError } from '../../api/errors';
import { Alert, Button, Skeleton } from '../../../design-system';
import { useTakingLong } from './use-taking-long';

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

/**
 * Said once a load has taken longer than usual (`useTakingLong`), so no spinner or skeleton
 * stands alone for more than 10 s; with a retry where the caller has one.
 */
export function StillLoading({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <Alert tone="info" live="status">
      <p>{t('errors.slow')}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onPress={onRetry}>
          {t('errors.retry')}
        </Button>
      ) : null}
    </Alert>
  );
}

const waitingForFirstAnswer = (query: Query) =>
  query.state.data === undefined && query.state.fetchStatus === 'fetching';

/**
 * Asks again for every load on screen still waiting for its first answer. A plain `refetch()`
 * would only join the request in flight (react-query dedupes a query with no data yet), so the
 * stuck requests are cancelled first.
 */
export async function retryStuckLoads(client: QueryClient): Promise<void> {
  await client.cancelQueries({ predicate: waitingForFirstAnswer });
  await client.refetchQueries({
    type: 'active',
    predicate: (query) => query.state.data === undefined,
  });
}

export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * Data kept from an earlier visit (restored from storage, issue 34) whose refresh failed: the
 * screen's own error and its retry show above it, so the patron knows it is not current (the
 * "as of" note beside it gives its time). A refresh that fails on data fetched during this
 * visit stays quiet, as before.
 */
function keptCopyFailedToRefresh(query: UseQueryResult<unknown>): boolean {
  return query.isRefetchError && query.dataUpdatedAt < performance.timeOrigin;
}

/**
 * Renders a query's data once it is there; a skeleton while it loads (saying so, with a retry,
 * after 10 s) and an inline error with retry if it failed. Data first: a failed background
 * refetch keeps showing what was loaded (with the error above it when that was a kept copy).
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
  const queryClient = useQueryClient();
  const slow = useTakingLong(query.data === undefined && !query.isError);
  if (query.data !== undefined)
    return (
      <>
        {keptCopyFailedToRefresh(query) ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} title={errorTitle} />
        ) : null}
        {children(query.data)}
      </>
    );
  if (query.isError)
    return (
      <LoadError error={query.error} onRetry={() => void query.refetch()} title={errorTitle} />
    );
  return (
    <>
      {slow ? <StillLoading onRetry={() => void retryStuckLoads(queryClient)} /> : null}
      <Skeleton lines={lines} />
    </>
  );
}
