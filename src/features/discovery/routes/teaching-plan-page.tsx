import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Heading } from '../../../../design-system';
import type { TeachingPlan } from '../../../api/generated/model';
import { useAuthUser } from '../../../stores/auth-store';
import { useFormat } from '../../../lib/format/use-format';
import { QueryView } from '../../../lib/query-state/query-state';
import { discoveryQueries } from '../api/discovery-queries';
import * as styles from '../components/discovery.css';
import { TeachingPlanForm } from '../components/teaching-plan-form';
import { TeachingPlanList } from '../components/teaching-plan-list';
import {
  orderTeachingPlans,
  searchOfTeachingPlanSearch,
  teachingPlanParamsOf,
  teachingPlanSearchOf,
  validateTeachingPlanSearch,
} from '../utils/teaching-plan-search';

/**
 * `/meu-portal/plano-ensino` (menu `teachingPlan`): teaching plans found by department, year,
 * semester, period, subject and library (`GET /acervo/plano-ensino/bibliografia`), at least one
 * field filled (spec section 5). The search lives in the address (the API's own names), so a
 * result can be reloaded and shared; plans are listed newest first.
 */
export function TeachingPlanPage() {
  const { t } = useTranslation(['discovery', 'personal-area']);
  const { locale } = useFormat();
  const [searchParams, setSearchParams] = useSearchParams();
  const applied = teachingPlanSearchOf(searchParams);
  const sendable = applied !== null && validateTeachingPlanSearch(applied) === null;
  const plans = useQuery({
    ...discoveryQueries.teachingPlans(applied ? teachingPlanParamsOf(applied) : {}),
    enabled: sendable,
    placeholderData: keepPreviousData,
  });
  // A teacher's own plans first (spec: teachers see their plans first; `docentes`, designed).
  const personCode = useAuthUser()?.cod_pessoa;
  const isOwn = useCallback(
    (plan: TeachingPlan) =>
      personCode !== undefined &&
      (plan.docentes ?? []).some((teacher) => teacher.cod_pessoa === personCode),
    [personCode],
  );
  const ordered = useMemo(
    () => (plans.data ? orderTeachingPlans(plans.data, locale, isOwn) : undefined),
    [plans.data, locale, isOwn],
  );

  return (
    <div className={styles.page}>
      <Heading level={1}>{t('personal-area:menu.teachingPlan')}</Heading>
      <p className={styles.plain}>{t('teachingPlan.intro')}</p>
      <TeachingPlanForm
        // The address changed (back / forward): the form shows its search.
        key={searchParams.toString()}
        applied={applied}
        onApply={(search) => setSearchParams(searchOfTeachingPlanSearch(search))}
      />
      {sendable ? (
        <QueryView query={plans} errorTitle={t('teachingPlan.loadError')}>
          {() => (
            <section
              className={styles.section}
              aria-labelledby="teaching-plan-total"
              aria-busy={plans.isFetching || undefined}
            >
              <Heading level={2} size="sm" id="teaching-plan-total" tabIndex={-1}>
                {t('teachingPlan.total', { count: ordered?.length ?? 0 })}
              </Heading>
              {ordered?.length ? (
                <TeachingPlanList plans={ordered} isOwn={isOwn} />
              ) : (
                <p className={styles.plain}>{t('teachingPlan.empty')}</p>
              )}
            </section>
          )}
        </QueryView>
      ) : null}
    </div>
  );
}
