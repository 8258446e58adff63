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

/** The id of a listing's list, where "skip to results" lands. */
const listIdOf = (headingId: string) => `${headingId}-lista`;

/**
 * The filters, display, sort and facets stand between the search and its first result: dozens
 * of Tab presses at a desktop's width. This link goes past all of them.
 */
export function SkipToResults({ headingId }: { headingId: string }) {
  const { t } = useTranslation('search');
  const listId = listIdOf(headingId);
  return (
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
  );
}

/** A listing's own controls (its `extra`, then the sort), once there is something to order. */
export function ListingControls({
  state,
  total,
  sorts,
  extra,
  onChange,
}: {
  state: SearchUrlState;
  total: number;
  sorts: SortOption[] | undefined;
  extra?: ReactNode;
  onChange: (next: SearchUrlState) => void;
}) {
  if (total === 0 || (!extra && !sorts)) return null;
  return (
    <>
      {extra}
      {sorts ? (
        <SortChoice
          options={sorts}
          value={state.ordenacao}
          onChange={(ordenacao) => onChange({ ...state, ordenacao, pagina: 1 })}
        />
      ) : null}
    </>
  );
}

/**
 * What local and network results share around their list: the chosen filters as chips, the
 * sort (once there is something to sort), the facets beside the list and the pages under it.
 * Every change goes back through `onChange` as a new URL state, so filters, sort and page stay
 * bookmarkable.
 *
 * With `inBar`, the listing's section has a bar beside its count (results-section.tsx) that
 * holds "skip to results" and, on a phone, the facets' button; wider, the display and sort
 * stand atop the facets column instead of on a row of their own above the list.
 */
export function FilteredListing({
  state,
  filters,
  total,
  sorts,
  headingId,
  toolbarExtra,
  facetsFrom,
  inBar = false,
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
  inBar?: boolean;
  onChange: (next: SearchUrlState) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('search');
  const facets = facetsFrom ? facetsFrom.filters : filters;
  const isPhone = useMediaQuery(PHONE);
  const controls = (
    <ListingControls
      state={state}
      total={total}
      sorts={sorts}
      extra={toolbarExtra}
      onChange={onChange}
    />
  );
  const hasControls = total > 0 && !!(toolbarExtra || sorts);
  // On a phone, display and sort wait with the facets behind one button (Aspen's "refine"):
  // three rows of controls above the list would push its first result off the first screen.
  const controlsInPanel = isPhone && hasControls;
  const listId = listIdOf(headingId);
  const chosen = (
    <ChosenFilters
      chosen={state.filtros}
      filters={filters}
      onRemove={(filter) => onChange(toggleFilter(state, filter))}
      onClear={() => onChange({ ...state, filtros: [], pagina: 1 })}
    />
  );
  const facetsPanel =
    facets === undefined ? (
      facetsFrom?.note ? null : (
        <Skeleton lines={6} />
      )
    ) : facets.length > 0 ? (
      <FacetsPanel
        filters={facets}
        chosen={state.filtros}
        onToggle={(filter) => onChange(toggleFilter(state, filter))}
      />
    ) : null;
  // In the bar's layout a phone's facets are in the bar: the column keeps only their note.
  const column = inBar ? (
    isPhone ? (
      facetsFrom?.note || null
    ) : (
      <>
        {facetsFrom?.note}
        {hasControls ? <div className={styles.columnControls}>{controls}</div> : null}
        {facetsPanel}
      </>
    )
  ) : (
    <>
      {facetsFrom?.note}
      {controlsInPanel ? (
        <FacetsPanel
          filters={facets}
          chosen={state.filtros}
          onToggle={(filter) => onChange(toggleFilter(state, filter))}
          controls={controls}
        />
      ) : (
        facetsPanel
      )}
    </>
  );
  return (
    <>
      {total > 0 && !inBar ? <SkipToResults headingId={headingId} /> : null}
      {inBar ? (
        chosen
      ) : (
        <div className={styles.toolbar}>
          {chosen}
          {controlsInPanel ? null : controls}
        </div>
      )}
      <div className={styles.resultsLayout}>
        {column ? <div className={styles.facetsColumn}>{column}</div> : null}
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
