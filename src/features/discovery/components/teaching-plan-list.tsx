import { useTranslation } from 'react-i18next';
import {
  Badge,
  Heading,
  Link,
  RecordHeader,
  RecordList,
  RecordListItem,
} from '../../../../design-system';
import type { TeachingPlan } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format/use-format';
import * as styles from './discovery.css';

function PlanFact({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.plain}>{value}</dd>
    </div>
  );
}

/**
 * One plan: its subject, course, year and semester, period, vacancies and total loans, and its
 * bibliography, each title linked to its record when the catalogue holds it, with its copies
 * and loans (in the chosen library, or every library).
 */
function TeachingPlanItem({ plan, own }: { plan: TeachingPlan; own: boolean }) {
  const { t } = useTranslation('discovery');
  const { locale } = useFormat();
  const number = new Intl.NumberFormat(locale);
  return (
    <RecordListItem>
      <RecordHeader>
        <Heading level={3} size="sm" className={styles.itemTitle}>
          {t('teachingPlan.planTitle', {
            subject: plan.disciplina.descricao,
            year: plan.ano,
            semester: plan.semestre,
          })}
        </Heading>
        {own ? <Badge tone="info">{t('teachingPlan.own')}</Badge> : null}
      </RecordHeader>
      <dl className={styles.facts}>
        <PlanFact label={t('teachingPlan.department')} value={plan.departamento.descricao} />
        <PlanFact label={t('teachingPlan.subjectCode')} value={plan.disciplina.codigo} />
        {plan.docentes?.length ? (
          <PlanFact
            label={t('teachingPlan.teachers')}
            value={plan.docentes.map((teacher) => teacher.nome).join(', ')}
          />
        ) : null}
        {plan.periodo ? <PlanFact label={t('teachingPlan.period')} value={plan.periodo} /> : null}
        <PlanFact label={t('teachingPlan.vacancies')} value={number.format(plan.vagas)} />
        <PlanFact
          label={t('teachingPlan.totalLoans')}
          value={number.format(plan.total_emprestimos)}
        />
      </dl>
      <Heading level={4} size="sm" className={styles.itemTitle}>
        {t('teachingPlan.bibliography')}
      </Heading>
      {plan.bibliografia.length ? (
        <ul className={styles.bibliography}>
          {plan.bibliografia.map((item, index) => (
            <li key={`${item.cod_acervo ?? 'fora'}-${index}`}>
              {item.cod_acervo ? (
                <Link href={paths.title.href(item.cod_acervo)}>{item.titulo}</Link>
              ) : (
                <span>
                  {item.titulo} ({t('teachingPlan.notInCatalogue')})
                </span>
              )}
              {item.autor ? <span> — {item.autor}</span> : null}{' '}
              <Badge tone={item.tipo === 'basica' ? 'info' : 'neutral'}>
                {t(`teachingPlan.type.${item.tipo}`)}
              </Badge>
              <p className={styles.muted}>
                {t('teachingPlan.itemCounts', {
                  copies: number.format(item.exemplares ?? 0),
                  loans: number.format(item.total_emprestimos ?? 0),
                })}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.plain}>{t('teachingPlan.noBibliography')}</p>
      )}
    </RecordListItem>
  );
}

export function TeachingPlanList({
  plans,
  isOwn,
}: {
  plans: TeachingPlan[];
  /** A plan the signed-in teacher teaches (listed first, and marked). */
  isOwn: (plan: TeachingPlan) => boolean;
}) {
  const { t } = useTranslation('discovery');
  return (
    <RecordList aria-label={t('teachingPlan.listLabel')}>
      {plans.map((plan) => (
        <TeachingPlanItem
          key={`${plan.disciplina.codigo}-${plan.ano}-${plan.semestre}-${plan.departamento.codigo}`}
          plan={plan}
          own={isOwn(plan)}
        />
      ))}
    </RecordList>
  );
}
