import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, CheckboxGroup, Heading } from '../../../../design-system';
import type { Filter, FilterType } from '../../../api/generated/model';
import { filterKey, filterLabel, filterTypeLabel } from '../utils/filter-labels';
import * as styles from './search.css';

/** Values shown per type before "show more": long lists (years, subjects) stay scannable. */
const FIRST_VALUES = 8;

function groupByType(filters: Filter[]): [FilterType, Filter[]][] {
  const groups = new Map<FilterType, Filter[]>();
  for (const filter of filters) {
    const group = groups.get(filter.tipo) ?? [];
    group.push(filter);
    groups.set(filter.tipo, group);
  }
  return [...groups];
}

/**
 * Facets of a result (spec section 3, Filter). Each type is one group of checkboxes: values
 * of a type combine with OR, types with AND (the server applies it; the URL says which).
 */
export function FacetsPanel({
  filters,
  chosen,
  onToggle,
}: {
  filters: Filter[];
  chosen: string[];
  onToggle: (filter: string) => void;
}) {
  const { t } = useTranslation('search');
  const filtered = chosen.length > 0;
  return (
    <section aria-labelledby="filtros-titulo" className={styles.facets}>
      <Heading level={2} size="md" id="filtros-titulo">
        {t('filters.heading')}
      </Heading>
      {groupByType(filters).map(([tipo, values]) => (
        <FacetGroup
          key={tipo}
          label={filterTypeLabel(t, tipo)}
          values={values}
          chosen={chosen}
          filtered={filtered}
          onToggle={onToggle}
        />
      ))}
    </section>
  );
}

function FacetGroup({
  label,
  values,
  chosen,
  filtered,
  onToggle,
}: {
  label: string;
  values: Filter[];
  chosen: string[];
  filtered: boolean;
  onToggle: (filter: string) => void;
}) {
  const { t } = useTranslation('search');
  const [expanded, setExpanded] = useState(false);
  // A chosen value stays visible even when it sorts beyond the first few.
  const shown = expanded
    ? values
    : values.filter((value, index) => index < FIRST_VALUES || chosen.includes(filterKey(value)));
  const selected = values.map(filterKey).filter((key) => chosen.includes(key));
  return (
    <div>
      <CheckboxGroup
        label={label}
        value={selected}
        onChange={(next) => {
          const changed =
            next.find((key) => !selected.includes(key)) ??
            selected.find((key) => !next.includes(key));
          if (changed) onToggle(changed);
        }}
      >
        {shown.map((value) => (
          <Checkbox key={filterKey(value)} value={filterKey(value)}>
            {filterLabel(t, value)}
            <span className={styles.facetCount}>
              {filtered && value.total !== value.totalSemFiltro
                ? t('filters.countOf', { total: value.total, all: value.totalSemFiltro })
                : t('filters.count', { total: value.total })}
            </span>
          </Checkbox>
        ))}
      </CheckboxGroup>
      {values.length > FIRST_VALUES ? (
        <Button variant="quiet" size="sm" onPress={() => setExpanded(!expanded)}>
          {expanded
            ? t('filters.showLess')
            : t('filters.showMore', { count: values.length - FIRST_VALUES })}
        </Button>
      ) : null}
    </div>
  );
}
