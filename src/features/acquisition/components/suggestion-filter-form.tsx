import { useTranslation } from 'react-i18next';
import { ListBoxItem, Select } from '../../../../design-system';
import type { AcquisitionStatusOption } from '../../../api/generated/model';
import { FoldedFilterForm } from '../../../lib/forms/folded-filter-form';
import { PeriodFields } from '../../../lib/forms/period-fields';
import { useFilterDraft } from '../../../lib/forms/use-filter-draft';
import {
  isSuggestionFilterSet,
  validateSuggestionFilter,
  type SuggestionFilter,
} from '../utils/suggestion-filter';
import * as styles from './acquisition.css';

/** The Select's key for "any status" (a Select needs a key for every choice). */
const ANY_STATUS = 'any';

interface SuggestionFilterFormProps {
  /** The filter in the address; the fields start from it and follow it (back button). */
  applied: SuggestionFilter;
  statuses: readonly AcquisitionStatusOption[];
  onApply: (filter: SuggestionFilter) => void;
  onClear: () => void;
}

/**
 * The suggestion query's filter: period and status. A refused filter keeps what was typed, says
 * what is wrong next to the field and focuses the first such field. Folded until asked for (the
 * list is what the page is for), open when the address carries a filter.
 */
export function SuggestionFilterForm({
  applied,
  statuses,
  onApply,
  onClear,
}: SuggestionFilterFormProps) {
  const { t } = useTranslation('acquisition');
  const codes = statuses.map((status) => status.codigo);
  const { draft, setDraft, problems, setProblems, containerRef, submitTo } = useFilterDraft(
    applied,
    (filter: SuggestionFilter) => validateSuggestionFilter(filter, codes),
  );

  const change = (field: keyof SuggestionFilter, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems((current) => (current?.[field] ? { ...current, [field]: undefined } : current));
  };

  const startMessage = problems?.start ? t(`filters.problems.start.${problems.start}`) : undefined;
  const endMessage = problems?.end ? t('filters.problems.end.invalid') : undefined;
  const statusMessage = problems?.status ? t('filters.problems.status.unknown') : undefined;

  return (
    <FoldedFilterForm
      title={t('filters.label')}
      isOpen={isSuggestionFilterSet(applied) || problems !== null}
      containerRef={containerRef}
      onSubmit={submitTo(onApply)}
      applyLabel={t('filters.apply')}
      clear={
        isSuggestionFilterSet(applied) ? { label: t('filters.clear'), onPress: onClear } : undefined
      }
    >
      <div className={styles.filters}>
        <PeriodFields
          value={draft}
          onChange={change}
          labels={{ start: t('filters.start'), end: t('filters.end') }}
          messages={{ start: startMessage, end: endMessage }}
        />
        <Select
          label={t('filters.status')}
          value={draft.status || ANY_STATUS}
          onChange={(key) => change('status', key === ANY_STATUS ? '' : String(key))}
          isInvalid={Boolean(statusMessage)}
          errorMessage={statusMessage}
        >
          <ListBoxItem id={ANY_STATUS}>{t('filters.anyStatus')}</ListBoxItem>
          {statuses.map((status) => (
            <ListBoxItem key={status.codigo} id={status.codigo}>
              {status.descricao}
            </ListBoxItem>
          ))}
        </Select>
      </div>
    </FoldedFilterForm>
  );
}
