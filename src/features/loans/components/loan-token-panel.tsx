import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Skeleton } from '../../../../design-system';
import type { LoanToken } from '../../../api/generated/model';
import { useFormat } from '../../../lib/format/use-format';
import { ErrorText } from '../../../lib/notifications/error-text';
import { LoadError } from '../../../lib/query-state/query-state';
import { loansQueries, loanTokenMutation, loanTokenQueryKey } from '../api/loans-queries';
import * as styles from './loans.css';
import { QrCode } from '../../../lib/media/qr-code';

/** Milliseconds left until `validUntil`, updated every second while the token lives. */
function useRemaining(validUntil: string | null): number | null {
  const end = validUntil ? Date.parse(validUntil) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(end)) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [end]);
  return Number.isNaN(end) ? null : Math.max(0, end - now);
}

/**
 * The time left as whole days and a clock under a day: `{days: 0, clock: '29:05'}`,
 * `{days: 0, clock: '1:02:03'}`, `{days: 358, clock: '03:57:28'}`. A token may live a year, and
 * "8595:57:28" hours read as nothing; the days go into the translated sentence, with its plural.
 */
export function formatRemaining(ms: number): { days: number; clock: string } {
  const seconds = Math.floor(ms / 1000);
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const secs = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (days) return { days, clock: `${two(hours)}:${two(minutes)}:${two(secs)}` };
  return {
    days: 0,
    clock: hours ? `${hours}:${two(minutes)}:${two(secs)}` : `${minutes}:${two(secs)}`,
  };
}

/**
 * The loan token (`GET`/`POST /emprestimo/token`): its value in digits and as a QR code, until
 * when it is valid with a live countdown, and a button for a new one. Shared by the Get token
 * screen and the mobile app area.
 */
export function LoanTokenPanel() {
  const { t } = useTranslation('loans');
  const queryClient = useQueryClient();
  const token = useQuery(loansQueries.token());
  const create = useMutation({
    ...loanTokenMutation(),
    onSuccess: (issued) => queryClient.setQueryData(loanTokenQueryKey(), issued),
  });

  if (token.isPending) return <Skeleton shape="rect" width="10rem" height="3rem" />;
  if (token.isError)
    return (
      <LoadError
        error={token.error}
        title={t('token.loadError')}
        onRetry={() => void token.refetch()}
      />
    );
  return (
    <div className={styles.page}>
      {token.data.valor ? <TokenValue token={token.data} /> : <p>{t('token.none')}</p>}
      <div className={styles.actions}>
        <Button onPress={() => create.mutate()} isPending={create.isPending}>
          {t('token.create')}
        </Button>
      </div>
      {create.isError ? (
        <Alert tone="warning">
          <ErrorText error={create.error} />
        </Alert>
      ) : null}
    </div>
  );
}

function TokenValue({ token }: { token: LoanToken }) {
  const { t } = useTranslation('loans');
  const { dateTime } = useFormat();
  const remaining = useRemaining(token.validade);
  const value = token.valor ?? '';
  if (remaining === 0) return <Alert tone="warning">{t('token.expired')}</Alert>;
  const remainingText = ({ days, clock }: { days: number; clock: string }) =>
    days
      ? t('token.remainingDays', { count: days, time: clock })
      : t('token.remaining', { time: clock });
  return (
    <div className={styles.tokenBody}>
      <QrCode value={value} label={t('token.qrLabel', { value })} />
      <div>
        <p className={styles.muted}>{t('token.value')}</p>
        <p className={styles.token} aria-live="polite">
          {value}
        </p>
        {token.validade ? <p>{t('token.validUntil', { date: dateTime(token.validade) })}</p> : null}
        {remaining !== null ? (
          // Not a live region: a screen reader would read every second.
          <p>
            <time dateTime={`PT${Math.floor(remaining / 1000)}S`}>
              {remainingText(formatRemaining(remaining))}
            </time>
          </p>
        ) : null}
      </div>
    </div>
  );
}
