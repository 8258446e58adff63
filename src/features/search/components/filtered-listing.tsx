import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../../design-system';
import type { Filter, SortOption } from '../../../api/generated/model';
import { toggleFilter, type SearchUrlState } from '../utils/search-url';
import { ChosenFilters } from './chosen-filters';
import { useMediaQuery } from '../../../lib/media/use-media-query';
import { FacetsPanel, PHONE } from './facets-panel';
import { ResultPages, SortChoice } from './results-section';
import * as styles from './search.css';

/**
 * What local and network results share around their list: the chosen filters as chips, the
 * sort (once there is something to sort), the facets beside the list and the pages under it.
 * Every change goes back through `onChange` as a new URL state, so filters, sort and page stay
 * bookmarkable.
 */
export function FilteredListing({
  state,
  filters,
  total,
  sorts,
  headingId,
  toolbarExtra,
  facetsFrom,
  onChange,
  children,
}: {
  state: SearchUrlState;
  /** The listing's heading, where a new page takes the focus. */
  headingId: string;
  /** The facets of the answer (GET /filtros or the network answer), with their counts. */
  filters: Filter[];
  total: number;
  sorts: SortOption[] | undefined;
  /** Controls that only this listing has, placed before the sort. */
  toolbarExtra?: ReactNode;
  /**
   * Facets fetched apart from the answer (local search: `GET /filtros`): its values, undefined
   * until they come, and a note (its failure with a retry) shown in their place. Without it
   * the panel lists `filters`.
   */
  facetsFrom?: { filters: Filter[] | undefined; note: ReactNode };
  onChange: (next: SearchUrlState) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('search');
  const facets = facetsFrom ? facetsFrom.filters : filters;
  const isPhone = useMediaQuery(PHONE);
  const controls =
    total > 0 && (toolbarExtra || sorts) ? (
      <>
        {toolbarExtra}
        {sorts ? (
          <SortChoice
            options={sorts}
            value={state.ordenacao}
            onChange={(ordenacao) => onChange({ ...state, ordenacao, pagina: 1 })}
          />
        ) : null}
      </>
    ) : null;
  // On a phone, display and sort wait with the facets behind one button (Aspen's "refine"):
  // three rows of controls above the list would push its first result off the first screen.
  const controlsInPanel = isPhone && controls !== null;
  const listId = `${headingId}-lista`;
  return (
    <>
      {/* The filters, display, sort and facets stand between the search and its first result:
          dozens of Tab presses at a desktop's width. The link goes past all of them. */}
      {total > 0 ? (
        <a
          href={`#${listId}`}
          className={styles.skipToResults}
          onClick={(event) => {
            // Focus, not the address's hash: a hash would be a history entry of its own.
            event.preventDefault();
            document.getElementById(listId)?.focus();
          }}
        >
          {t('results.skipToResults')}
        </a>
      ) : null}
      <div className={styles.toolbar}>
        <ChosenFilters
          chosen={state.filtros}
          filters={filters}
          onRemove={(filter) => onChange(toggleFilter(state, filter))}
          onClear={() => onChange({ ...state, filtros: [], pagina: 1 })}
        />
        {controlsInPanel ? null : controls}
      </div>
      <div className={styles.resultsLayout}>
        <div className={styles.facetsColumn}>
          {facetsFrom?.note}
          {controlsInPanel ? (
            <FacetsPanel
              filters={facets}
              chosen={state.filtros}
              onToggle={(filter) => onChange(toggleFilter(state, filter))}
              controls={controls}
            />
          ) : facets === undefined ? (
            facetsFrom?.note ? null : (
              <Skeleton lines={6} />
            )
          ) : facets.length > 0 ? (
            <FacetsPanel
              filters={facets}
              chosen={state.filtros}
              onToggle={(filter) => onChange(toggleFilter(state, filter))}
            />
          ) : null}
        </div>
        <div id={listId} tabIndex={-1} className={styles.resultsList}>
          {children}
          <ResultPages
            label={t('results.pagination')}
            page={state.pagina}
            total={total}
            headingId={headingId}
            onPageChange={(pagina) => onChange({ ...state, pagina })}
          />
        </div>
      </div>
    </>
  );
}
