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
import { AttentionList, type AttentionItem } from './attention-list';
import { amountsOwed, DUE_SOON_DAYS, holdsReady, loansDueSoon, overdueLoans } from './attention';
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
 * The personal area's home. First what needs the patron now (overdue loans, holds to pick up,
 * debts to pay, loans due within three days), or one line saying nothing does; then the counts,
 * compact. Each count loads and fails on its own and links to the screen that lists it once that
 * screen is registered.
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
  const today = new Date();
  const notice = registrationNotice(validUntil, today);
  const owed = amountsOwed(debits.data ?? []);
  const totalOwed = owed.reduce((sum, amount) => sum + amount, 0);
  const overdue = overdueLoans(loans.data ?? []);
  const dueSoon = loansDueSoon(loans.data ?? [], today);
  const nextReturn = (loans.data ?? [])
    .filter((loan) => !loan.atrasado)
    .sort((a, b) => a.data_devolucao.localeCompare(b.data_devolucao))[0];
  const ready = holdsReady(holds.data?.data ?? []);
  // "Dom Casmurro: …" and, for more than one, "And 2 more …".
  const named = (
    first: string,
    more: number,
    moreKey: 'overdueMore' | 'readyMore' | 'dueSoonMore',
  ) => (more > 0 ? `${first} ${t(`dashboard.${moreKey}`, { count: more })}` : first);

  const attention: AttentionItem[] = [];
  const [firstOverdue] = overdue;
  if (firstOverdue)
    attention.push({
      id: 'overdue',
      tone: 'danger',
      headline: t('dashboard.attentionOverdue', { count: overdue.length }),
      detail: named(
        t('dashboard.overdueItem', {
          title: firstOverdue.titulo,
          date: date(firstOverdue.data_devolucao),
        }),
        overdue.length - 1,
        'overdueMore',
      ),
      href: screenHref('loan'),
    });
  const [firstReady] = ready;
  if (firstReady)
    attention.push({
      id: 'ready',
      tone: 'warning',
      headline: t('dashboard.attentionReady', { count: ready.length }),
      detail: named(
        t('dashboard.holdReadyItem', {
          title: firstReady.titulo,
          date: date(firstReady.data_limite_retirada ?? firstReady.data_liberacao),
        }),
        ready.length - 1,
        'readyMore',
      ),
      href: screenHref('holds'),
    });
  if (owed.length > 0)
    attention.push({
      id: 'debts',
      tone: 'warning',
      headline: t('dashboard.attentionDebts', {
        count: owed.length,
        amount: currency(totalOwed),
      }),
      href: screenHref('debit'),
    });
  const [firstDueSoon] = dueSoon;
  if (firstDueSoon)
    attention.push({
      id: 'dueSoon',
      tone: 'warning',
      headline: t('dashboard.attentionDueSoon', { count: dueSoon.length, days: DUE_SOON_DAYS }),
      detail: named(
        t('dashboard.dueSoonItem', {
          title: firstDueSoon.titulo,
          date: date(firstDueSoon.data_devolucao),
        }),
        dueSoon.length - 1,
        'dueSoonMore',
      ),
      href: screenHref('loan'),
    });
  const attentionQueries = [loans, holds, debits];

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
      <div>
        <Heading level={1}>{t('dashboard.title')}</Heading>
        {firstName ? (
          <p className={styles.greeting}>{t('dashboard.greeting', { name: firstName })}</p>
        ) : null}
      </div>
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
      <AttentionList
        items={attention}
        checking={attentionQueries.some((query) => query.isPending)}
        incomplete={attentionQueries.some((query) => query.isError)}
      />
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
            title={t('dashboard.holdsReady')}
            {...loadState(holds)}
            count={holds.data ? ready.length : undefined}
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
