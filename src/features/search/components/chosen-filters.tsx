import { useTranslation } from 'react-i18next';
import { Button, Tag, TagGroup } from '../../../../design-system';
import type { Filter } from '../../../api/generated/model';
import { useCodedValueLabels } from '../../../lib/i18n/coded-value-labels';
import { filterKey, filterLabel, filterTypeLabel } from '../utils/filter-labels';
import * as styles from './search.css';

/** The chosen filters as removable chips, and "clear all" (spec sections 3 and 4). */
export function ChosenFilters({
  chosen,
  filters,
  onRemove,
  onClear,
}: {
  chosen: string[];
  filters: Filter[];
  onRemove: (filter: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('search');
  const coded = useCodedValueLabels();
  if (chosen.length === 0) return null;
  const items = chosen.map((key) => {
    const known = filters.find((filter) => filterKey(filter) === key);
    const [tipo = '', ...code] = key.split(':');
    const text = known
      ? `${filterTypeLabel(t, known.tipo)}: ${filterLabel(t, known, coded)}`
      : `${tipo}: ${code.join(':')}`;
    return { id: key, text };
  });
  return (
    <div className={styles.chips}>
      <TagGroup
        label={t('filters.chosen')}
        items={items}
        onRemove={(keys) => {
          for (const key of keys) onRemove(String(key));
        }}
      >
        {(item) => <Tag id={item.id}>{item.text}</Tag>}
      </TagGroup>
      <Button variant="secondary" size="sm" onPress={onClear}>
        {t('filters.clearAll')}
      </Button>
    </div>
  );
}
