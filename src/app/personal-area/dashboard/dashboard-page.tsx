import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Heading } from '../../../../design-system';
import { dashboardQueries } from './dashboard-queries';
import { useFormat } from '../../../lib/format/use-format';
import {
  useAuthUser,
  useRememberedAuthStore,
  useSessionAuthStore,
} from '../../../stores/auth-store';
import { usePersonalAreaContext } from '../personal-area-context';
import { CountCard } from './count-card';
import * as styles from './dashboard.css';
import { registrationNotice } from './registration-notice';

/** The signed-in patron's `validade_cadastro`, from whichever store holds the user. */
function useRegistrationValidUntil(): string | null {
  const remembered = useRememberedAuthStore((state) =>
    state.user ? state.registrationValidUntil : undefined,
  );
  const session = useSessionAuthStore((state) => state.registrationValidUntil);
  return remembered !== undefined ? remembered : session;
}

/**
 * The personal area's home: what needs the patron's attention at a glance (loans, overdue
 * loans, holds ready for pick-up, open debts, unread alerts). Each figure loads and fails on its
 * own and links to the screen that lists it once that screen is registered.
 */
export function DashboardPage() {
  const { t } = useTranslation('personal-area');
  const { currency, date } = useFormat();
  const { screenHref } = usePersonalAreaContext();
  const user = useAuthUser();
  const validUntil = useRegistrationValidUntil();
  const loans = useQuery(dashboardQueries.currentLoans());
  const holds = useQuery(dashboardQueries.holds());
  const debits = useQuery(dashboardQueries.pendingDebits());
  const alerts = useQuery(dashboardQueries.alerts());

  const firstName = user?.nome_pessoa.trim().split(/\s+/)[0] ?? '';
  const notice = registrationNotice(validUntil, new Date());
  // Owed = fine − discount − paid (what the debts screen and the GRU slip charge).
  const owed = (debits.data ?? [])
    .map((debit) => debit.valor_multa - debit.valor_desconto - debit.valor_pago)
    .filter((amount) => amount > 0.004);
  const totalOwed = owed.reduce((sum, amount) => sum + amount, 0);
  // What needs attention, named: the most overdue loan, the next return, the first hold to pick up.
  const overdueLoans = (loans.data ?? [])
    .filter((loan) => loan.atrasado)
    .sort((a, b) => a.data_devolucao.localeCompare(b.data_devolucao));
  const firstOverdue = overdueLoans[0];
  const nextReturn = (loans.data ?? [])
    .filter((loan) => !loan.atrasado)
    .sort((a, b) => a.data_devolucao.localeCompare(b.data_devolucao))[0];
  const readyHolds = holds.data?.data.filter((hold) => hold.situacao === 'liberada') ?? [];
  const firstReady = readyHolds[0];
  // Each card loads, fails and retries with its own query.
  const loadState = (query: {
    status: 'pending' | 'error' | 'success';
    isFetching: boolean;
    refetch: () => Promise<unknown>;
  }) => ({
    status: query.status,
    onRetry: () => void query.refetch(),
    isRetrying: query.isFetching,
  });

  return (
    <div className={styles.page}>
      <Heading level={1}>{t('dashboard.title')}</Heading>
      {firstName ? <p>{t('dashboard.greeting', { name: firstName })}</p> : null}
      {notice ? (
        <Alert tone="warning" live="none">
          {t(
            notice === 'expired'
              ? 'dashboard.registrationExpired'
              : 'dashboard.registrationExpiring',
            {
              date: date(validUntil),
            },
          )}
        </Alert>
      ) : null}
      <section aria-labelledby="resumo-meu-portal">
        <Heading level={2} id="resumo-meu-portal" size="sm">
          {t('dashboard.summary')}
        </Heading>
        <div className={styles.cards}>
          <CountCard
            title={t('dashboard.loans')}
            {...loadState(loans)}
            count={loans.data?.length}
            detail={
              nextReturn
                ? t('dashboard.nextReturn', {
                    title: nextReturn.titulo,
                    date: date(nextReturn.data_devolucao),
                  })
                : null
            }
            href={screenHref('loan')}
          />
          <CountCard
            title={t('dashboard.overdue')}
            {...loadState(loans)}
            count={loans.data ? overdueLoans.length : undefined}
            detail={
              firstOverdue ? (
                <>
                  {t('dashboard.overdueItem', {
                    title: firstOverdue.titulo,
                    date: date(firstOverdue.data_devolucao),
                  })}
                  {overdueLoans.length > 1
                    ? ` ${t('dashboard.overdueMore', { count: overdueLoans.length - 1 })}`
                    : null}
                </>
              ) : null
            }
            href={screenHref('loan')}
          />
          <CountCard
            title={t('dashboard.holdsReady')}
            {...loadState(holds)}
            count={holds.data ? readyHolds.length : undefined}
            detail={
              firstReady
                ? t('dashboard.holdReadyItem', {
                    title: firstReady.titulo,
                    date: date(firstReady.data_limite_retirada ?? firstReady.data_liberacao),
                  })
                : null
            }
            href={screenHref('holds')}
          />
          <CountCard
            title={t('dashboard.debts')}
            {...loadState(debits)}
            count={debits.data ? owed.length : undefined}
            detail={owed.length ? t('dashboard.debtsTotal', { amount: currency(totalOwed) }) : null}
            href={screenHref('debit')}
          />
          <CountCard
            title={t('dashboard.unreadAlerts')}
            {...loadState(alerts)}
            count={alerts.data?.filter((alert) => !alert.lido).length}
            href={screenHref('alerts')}
          />
        </div>
      </section>
    </div>
  );
}
