import type { ReactNode } from 'react';
import type { Filter, SortOption } from '../../../api/generated/model';
import { toggleFilter, type SearchUrlState } from '../utils/search-url';
import { ChosenFilters } from './chosen-filters';
import { FacetsPanel } from './facets-panel';
import { SortChoice } from './results-section';
import * as styles from './search.css';

/**
 * What local and network results share around their list: the chosen filters as chips, the
 * sort (once there is something to sort), and the facets beside the list. Every change goes
 * back through `onChange` as a new URL state, so filters, sort and page stay bookmarkable.
 */
export function FilteredListing({
  state,
  filters,
  total,
  sorts,
  toolbarExtra,
  onChange,
  children,
}: {
  state: SearchUrlState;
  /** The facets of the answer (GET /filtros or the network answer), with their counts. */
  filters: Filter[];
  total: number;
  sorts: SortOption[] | undefined;
  /** Controls that only this listing has, placed before the sort. */
  toolbarExtra?: ReactNode;
  onChange: (next: SearchUrlState) => void;
  children: ReactNode;
}) {
  return (
    <>
      <div className={styles.toolbar}>
        <ChosenFilters
          chosen={state.filtros}
          filters={filters}
          onRemove={(filter) => onChange(toggleFilter(state, filter))}
          onClear={() => onChange({ ...state, filtros: [], pagina: 1 })}
        />
        {total > 0 ? toolbarExtra : null}
        {sorts && total > 0 ? (
          <SortChoice
            options={sorts}
            value={state.ordenacao}
            onChange={(ordenacao) => onChange({ ...state, ordenacao, pagina: 1 })}
          />
        ) : null}
      </div>
      <div className={styles.resultsLayout}>
        {filters.length > 0 ? (
          <FacetsPanel
            filters={filters}
            chosen={state.filtros}
            onToggle={(filter) => onChange(toggleFilter(state, filter))}
          />
        ) : (
          <div />
        )}
        <div>{children}</div>
      </div>
    </>
  );
}
