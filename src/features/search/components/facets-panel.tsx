import { useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Disclosure,
  Heading,
  Spinner,
} from '../../../../design-system';
import type { Filter, FilterType } from '../../../api/generated/model';
import { useMediaQuery } from '../../../lib/media/use-media-query';
import { useCodedValueLabels } from '../../../lib/i18n/coded-value-labels';
import { filterKey, filterLabel, filterTypeLabel } from '../utils/filter-labels';
import * as styles from './search.css';

/** Narrower than this the facets stand above the list, not beside it (search.css resultsLayout). */
export const ABOVE_THE_LIST = '(width < 60rem)';

/**
 * A phone: the listing's own controls (display, sort) join the facets behind their button, so
 * the first result is on the first screen (filtered-listing.tsx).
 */
export const PHONE = '(width < 30em)';

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
  controls,
}: {
  /** Undefined while they load (only with `controls`: the button is there before them). */
  filters: Filter[] | undefined;
  chosen: string[];
  onToggle: (filter: string) => void;
  /** Sort and display, shown first behind the same button on a phone. */
  controls?: ReactNode;
}) {
  const { t } = useTranslation('search');
  const isAbove = useMediaQuery(ABOVE_THE_LIST);
  const [isOpen, setOpen] = useState(false);
  // A box answers its key at once (optimistic): the choice the reader made is shown until the
  // address's filters change, which may wait for the router and the next page of results. It
  // is keyed by the filters it was made on, so a new address (or Back) shows the address's own.
  const chosenKey = chosen.join('\n');
  const [asked, setAsked] = useState<{ on: string; chosen: string[] } | null>(null);
  // Once the address has moved on, the choice is the address's to show: dropped, it cannot come
  // back when the address returns to the filters it was made on (a failed search's filter is
  // taken back, search-results.tsx), where it would show the box checked over unfiltered results.
  if (asked !== null && asked.on !== chosenKey) setAsked(null);
  const shown = asked?.on === chosenKey ? asked.chosen : chosen;
  const toggle = (filter: string) => {
    setAsked({
      on: chosenKey,
      chosen: shown.includes(filter) ? shown.filter((key) => key !== filter) : [...shown, filter],
    });
    onToggle(filter);
  };
  // The panel opens at once; its hundred checkboxes are built after, in slices.
  const showGroups = useDeferredValue(isOpen);
  const filtered = chosen.length > 0;
  const groups = groupByType(filters ?? []).map(([tipo, values]) => (
    <FacetGroup
      key={tipo}
      label={filterTypeLabel(t, tipo)}
      values={values}
      chosen={shown}
      filtered={filtered}
      onToggle={toggle}
    />
  ));
  if (isAbove)
    // On a phone the facets would stand between the search and its results: they wait behind
    // one button, and are only built once it is opened.
    return (
      <section
        aria-label={t(controls ? 'filters.refineHeading' : 'filters.heading')}
        className={styles.facets}
        // Beside the results' count, the open panel takes a line of its own (results-layout.css).
        data-open={isOpen || undefined}
      >
        <Disclosure
          headingLevel={2}
          title={t(controls ? 'filters.refineToggle' : 'filters.toggle', { count: chosen.length })}
          isExpanded={isOpen}
          onExpandedChange={setOpen}
        >
          {isOpen && controls ? <div className={styles.refineControls}>{controls}</div> : null}
          {showGroups && filters ? groups : isOpen ? <Spinner /> : null}
        </Disclosure>
      </section>
    );
  return (
    <section aria-labelledby="filtros-titulo" className={styles.facets}>
      <Heading level={2} size="md" id="filtros-titulo">
        {t('filters.heading')}
      </Heading>
      {groups}
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
  const coded = useCodedValueLabels();
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
          <Checkbox key={filterKey(value)} value={filterKey(value)} className={styles.facetOption}>
            <span className={styles.facetLabel}>{filterLabel(t, value, coded)}</span>
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
