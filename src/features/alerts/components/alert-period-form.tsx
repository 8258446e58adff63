import { useTranslation } from 'react-i18next';
import { FoldedFilterForm } from '../../../lib/forms/folded-filter-form';
import { PeriodFields } from '../../../lib/forms/period-fields';
import { useFilterDraft } from '../../../lib/forms/use-filter-draft';
import { isFiltered, validateAlertPeriod, type AlertPeriod } from '../utils/alert-period';
import * as styles from './alerts.css';

interface AlertPeriodFormProps {
  /** The period in the address; the fields start from it and follow it (back button). */
  applied: AlertPeriod;
  /** Called with a period both of whose dates are there, in order. */
  onApply: (period: AlertPeriod) => void;
  /** Back to every alert. */
  onClear: () => void;
}

/**
 * The optional alert filter, folded until used: empty shows every alert; a period needs both
 * dates in order (spec section 5). A refused period keeps what was typed, says what is wrong
 * next to each field and focuses the first of them.
 */
export function AlertPeriodForm({ applied, onApply, onClear }: AlertPeriodFormProps) {
  const { t } = useTranslation('alerts');
  const { draft, setDraft, problems, setProblems, containerRef, submitTo } = useFilterDraft(
    applied,
    validateAlertPeriod,
  );

  const change = (field: keyof AlertPeriod, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    // A date just filled in no longer needs its "required" message; the order waits for submit.
    setProblems((current) =>
      current?.[field] === 'required' ? { ...current, [field]: undefined } : current,
    );
  };

  const startMessage =
    problems?.start === 'required'
      ? t('filters.startRequired')
      : problems?.start === 'startAfterEnd'
        ? t('filters.startAfterEnd')
        : undefined;
  const endMessage = problems?.end === 'required' ? t('filters.endRequired') : undefined;

  return (
    <FoldedFilterForm
      title={t('filters.label')}
      isOpen={isFiltered(applied)}
      containerRef={containerRef}
      onSubmit={submitTo(onApply)}
      applyLabel={t('filters.apply')}
      clear={isFiltered(applied) ? { label: t('filters.clear'), onPress: onClear } : undefined}
    >
      <div className={styles.filters}>
        <PeriodFields
          value={draft}
          onChange={change}
          labels={{ start: t('filters.start'), end: t('filters.end') }}
          messages={{ start: startMessage, end: endMessage }}
        />
      </div>
    </FoldedFilterForm>
  );
}
