import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Checkbox, Heading, Radio, RadioGroup } from '../../../../design-system';
import type {
  Filter,
  NetworkSearchRecord,
  SearchGuide,
  SearchRecord,
} from '../../../api/generated/model';
import { notify } from '../../../lib/notifications/notifications';
import { DataAsOf } from '../../../lib/offline/data-as-of';
import { useDeferredAnswer } from '../../../lib/query-state/use-deferred-answer';
import { basketActions } from '../../../stores/basket-store';
import { tickedTitlesActions, useTickedTitlesStore } from '../stores/ticked-titles-store';
import { searchQueries } from '../api/search-queries';
import { useCodedValueLabels } from '../../../lib/i18n/coded-value-labels';
import { filterKey, filterLabel, filterTypeLabel } from '../utils/filter-labels';
import {
  displayModes,
  localStandardsTerm,
  toggleFilter,
  toSearchParams,
  type DisplayMode,
  type SearchUrlState,
} from '../utils/search-url';
import { useMediaQuery } from '../../../lib/media/use-media-query';
import { FacetsPanel, PHONE } from './facets-panel';
import { FilteredListing, ListingControls, SkipToResults } from './filtered-listing';
import { ResultList } from './result-list';
import { StandardsProducts } from './standards-products';
import { listingStatus, ResultsSection } from './results-section';
import * as styles from './search.css';

const HEADING_ID = 'resultados-titulo';
const NO_RECORDS: (SearchRecord | NetworkSearchRecord)[] = [];

/** Results of the search the URL describes: count, sort, chosen filters, facets, list, pages. */
export function SearchResults({
  state,
  guide,
  onChange,
}: {
  state: SearchUrlState;
  guide: SearchGuide;
  /** `replace`: in place of the current history entry (a filter taken back), not a new one. */
  onChange: (next: SearchUrlState, options?: { replace?: boolean }) => void;
}) {
  const { t } = useTranslation(['search', 'errors']);
  const params = toSearchParams(state, guide);
  const results = useQuery(searchQueries.results(params));
  const sorts = useQuery(searchQueries.sortOptions());
  const deferred = useDeferredAnswer(results);
  const revert = useFilterRevert(state, results, onChange);
  // While a failed filter is taken back, the last answer stays, so the facet pressed (and the
  // focus on it) does not unmount and return.
  const shown = revert.isReverting && revert.lastAnswer ? revert.lastAnswer : deferred;
  const answer = shown.data;
  const term = state.linhas ? state.linhas.map((row) => row.termo).join(' ') : state.termo;
  const records = answer?.consulta.data ?? NO_RECORDS;
  // Spec section 7: the facets are `GET /filtros` of this search (its id), not the answer's copy.
  const filters = useQuery({
    ...searchQueries.filters({ search_tab: guide.codigo, id: answer?.consulta.id }),
    enabled: !!answer,
  });
  const standardsFor = localStandardsTerm(state, params);

  // Spec section 4: leaving a search (another term, another guide, another page of the app)
  // clears its ticked titles (its results and filters are the URL's and the cache's); paging,
  // sorting or filtering keeps them.
  const searchKey = JSON.stringify([
    guide.codigo,
    state.termo,
    state.tipo,
    state.similar,
    state.linhas,
  ]);
  useEffect(
    () => () => {
      tickedTitlesActions.cleared();
    },
    [searchKey],
  );

  const isPhone = useMediaQuery(PHONE);
  const total = answer?.consulta.total ?? 0;
  const display = (
    <DisplayChoice
      value={state.exibicao}
      onChange={(exibicao) => onChange({ ...state, exibicao })}
    />
  );
  // On a phone the count shares its line with the facets' button (display and sort inside it);
  // wider, with "select all" and "add to basket", which would otherwise be a row of their own.
  const bar = answer ? (
    <>
      {total > 0 ? <SkipToResults headingId={HEADING_ID} /> : null}
      {isPhone ? (
        total > 0 || (filters.data?.length ?? 0) > 0 ? (
          <FacetsPanel
            filters={filters.data}
            chosen={state.filtros}
            onToggle={(filter) => onChange(toggleFilter(state, filter))}
            controls={
              total > 0 ? (
                <ListingControls
                  state={state}
                  total={total}
                  sorts={sorts.data}
                  extra={display}
                  onChange={onChange}
                />
              ) : undefined
            }
          />
        ) : null
      ) : total > 0 ? (
        <SelectionBar records={records} inBar />
      ) : null}
    </>
  ) : null;

  return (
    // Busy while a search runs: the previous page stays on screen until the next one arrives.
    <ResultsSection
      headingId={HEADING_ID}
      heading={t('results.heading')}
      status={listingStatus(
        { ...shown, isPending: results.isPending },
        (data) => t('results.count', { count: data.consulta.total, term }),
        t('results.loading'),
      )}
      failure={
        revert.isReverting
          ? null
          : results.isError
            ? { tone: 'danger', message: t('results.error') }
            : revert.failedFilter
              ? { tone: 'warning', message: t('filters.failed') }
              : null
      }
      isPending={results.isPending || (!answer && shown.isBehind)}
      isBusy={results.isFetching || shown.isBehind}
      bar={bar}
    >
      {answer ? <DataAsOf query={results} /> : null}
      {answer ? (
        <FilteredListing
          state={state}
          filters={answer.filtros}
          total={answer.consulta.total}
          sorts={sorts.data}
          headingId={HEADING_ID}
          facetsFrom={{
            filters: filters.data,
            note: filters.isError ? (
              <Alert tone="warning" live="status" title={t('errors:fetch.filters')}>
                <Button
                  variant="secondary"
                  size="sm"
                  isPending={filters.isFetching}
                  onPress={() => void filters.refetch()}
                >
                  {t('results.retry')}
                </Button>
              </Alert>
            ) : null,
          }}
          toolbarExtra={display}
          inBar
          onChange={onChange}
        >
          {answer.consulta.total === 0 ? (
            <EmptyResult state={state} term={term} filters={answer.filtros} onChange={onChange} />
          ) : (
            <>
              {isPhone ? <SelectionBar records={records} /> : null}
              <ResultList
                records={records}
                display={state.exibicao}
                isPlaceholder={shown.isPlaceholderData}
              />
            </>
          )}
        </FilteredListing>
      ) : null}
      {answer && standardsFor ? <StandardsProducts term={standardsFor} /> : null}
    </ResultsSection>
  );
}

/** Two URL states that ask the same search, page and sort: they differ in their filters alone. */
const sameSearchOtherFilters = (a: SearchUrlState, b: SearchUrlState) =>
  JSON.stringify({ ...a, filtros: [], pagina: 1, exibicao: '' }) ===
    JSON.stringify({ ...b, filtros: [], pagina: 1, exibicao: '' }) &&
  a.filtros.join('\n') !== b.filtros.join('\n');

/**
 * A facet answers its key at once (facets-panel.tsx), before its search is made. When that
 * search fails, the facets go back to the filters of the last search that answered (the
 * address too, in place of the failed one, so Back does not lead to it) and the list says why:
 * a box left checked over results it does not filter would tell the reader something false.
 */
function useFilterRevert<T>(
  state: SearchUrlState,
  results: {
    data: T | undefined;
    isError: boolean;
    isSuccess: boolean;
    isPlaceholderData: boolean;
  },
  onChange: (next: SearchUrlState, options?: { replace?: boolean }) => void,
) {
  const stateKey = JSON.stringify(state);
  const [answered, setAnswered] = useState<{ key: string; state: SearchUrlState; data: T } | null>(
    null,
  );
  if (
    results.isSuccess &&
    !results.isPlaceholderData &&
    results.data !== undefined &&
    (answered?.key !== stateKey || answered.data !== results.data)
  )
    setAnswered({ key: stateKey, state, data: results.data });
  const isReverting =
    results.isError && answered !== null && sameSearchOtherFilters(answered.state, state);
  // The message stays until the reader asks for another search (or filter).
  const [failedFilter, setFailedFilter] = useState<string | null>(null);
  if (isReverting && failedFilter !== stateKey) setFailedFilter(stateKey);
  else if (!isReverting && failedFilter !== null && answered?.key !== stateKey)
    setFailedFilter(null);
  // A string, so that the address is changed once per failed filter, not once per render.
  const revertTo =
    isReverting && answered
      ? JSON.stringify({ ...state, filtros: answered.state.filtros, pagina: answered.state.pagina })
      : null;
  useEffect(() => {
    if (revertTo) onChange(JSON.parse(revertTo) as SearchUrlState, { replace: true });
  }, [revertTo, onChange]);
  return {
    isReverting,
    failedFilter,
    lastAnswer: answered
      ? { data: answered.data, isPlaceholderData: false, isBehind: false }
      : null,
  };
}

/** A chosen filter of the URL with the description the answer gives it. */
function chosenFilter(key: string, filters: Filter[]) {
  const [tipo = '', ...code] = key.split(':');
  const codigo = code.join(':');
  const known = filters.find((filter) => filterKey(filter) === key);
  return { tipo, codigo, descricao: known?.descricao ?? codigo };
}

/** Detailed (D) or compact (C) list, kept in the URL as `exibicao`. */
function DisplayChoice({
  value,
  onChange,
}: {
  value: DisplayMode;
  onChange: (value: DisplayMode) => void;
}) {
  const { t } = useTranslation('search');
  return (
    <RadioGroup
      label={t('display.label')}
      orientation="horizontal"
      value={value}
      onChange={(next) => onChange(next === 'C' ? 'C' : 'D')}
    >
      {displayModes.map((mode) => (
        <Radio key={mode} value={mode}>
          {t(`display.modes.${mode}`)}
        </Radio>
      ))}
    </RadioGroup>
  );
}

/**
 * "Select all on this page" and "add selected to basket" (spec section 4, basket: add many):
 * on the count's line (`inBar`), or atop the list on a phone.
 */
function SelectionBar({
  records,
  inBar = false,
}: {
  records: (SearchRecord | NetworkSearchRecord)[];
  inBar?: boolean;
}) {
  const { t } = useTranslation('search');
  const selected = useTickedTitlesStore((store) => store.acervosFiltrados);
  const onPage = (code: number) => records.some((record) => record.cod_acervo === code);
  const selectedHere = selected.filter((item) => onPage(item.cod_acervo)).length;
  const allHere = selectedHere === records.length;
  const allBox = useRef<HTMLInputElement>(null);
  const addSelected = () => {
    basketActions.addedMany(selected);
    notify({ tone: 'success', message: t('selection.added', { count: selected.length }) });
    // The button leaves with the ticks: the focus goes back to "select all", not to the page.
    allBox.current?.focus();
    tickedTitlesActions.changed([]);
  };
  return (
    <div className={inBar ? styles.selectionInBar : styles.selectionBar}>
      <Checkbox
        inputRef={allBox}
        isSelected={allHere}
        isIndeterminate={selectedHere > 0 && !allHere}
        onChange={(isSelected) =>
          tickedTitlesActions.changed(
            isSelected
              ? [
                  ...selected,
                  ...records.filter(
                    (record) => !selected.some((item) => item.cod_acervo === record.cod_acervo),
                  ),
                ]
              : selected.filter((item) => !onPage(item.cod_acervo)),
          )
        }
      >
        {t('selection.allOnPage')}
      </Checkbox>
      {/* Shown once something is ticked (issue 39): a disabled "Adicionar 0 selecionado" said
          nothing and, on a phone, took a row above the first result. */}
      {selected.length > 0 ? (
        <Button size="sm" onPress={addSelected}>
          {t('selection.addSelected', { count: selected.length })}
        </Button>
      ) : null}
    </div>
  );
}

/** Empty results suggest what may find something (spec: similar words, remove a filter). */
function EmptyResult({
  state,
  term,
  filters,
  onChange,
}: {
  state: SearchUrlState;
  term: string;
  filters: Filter[];
  onChange: (next: SearchUrlState) => void;
}) {
  const { t } = useTranslation('search');
  const coded = useCodedValueLabels();
  return (
    <div className={styles.suggestions}>
      <Heading level={3}>{t('results.empty.title', { term })}</Heading>
      <p>{t('results.empty.checkSpelling')}</p>
      {state.filtros.length > 1
        ? state.filtros.map((key) => {
            const filter = chosenFilter(key, filters);
            const known = filters.find((item) => filterKey(item) === key);
            const name = known
              ? `${filterTypeLabel(t, known.tipo)}: ${filterLabel(t, known, coded)}`
              : `${filter.tipo}: ${filter.descricao}`;
            return (
              <Button
                key={key}
                variant="secondary"
                onPress={() => onChange(toggleFilter(state, key))}
              >
                {t('results.empty.removeFilter', { filter: name })}
              </Button>
            );
          })
        : null}
      {state.filtros.length > 0 ? (
        <Button variant="secondary" onPress={() => onChange({ ...state, filtros: [], pagina: 1 })}>
          {t('results.empty.removeFilters')}
        </Button>
      ) : null}
      {!state.linhas && !state.similar ? (
        <Button
          variant="secondary"
          onPress={() => onChange({ ...state, similar: true, pagina: 1 })}
        >
          {t('results.empty.similar')}
        </Button>
      ) : null}
      {!state.linhas && state.tipo !== 'livre' ? (
        <Button
          variant="secondary"
          onPress={() => onChange({ ...state, tipo: 'livre', pagina: 1 })}
        >
          {t('results.empty.otherType')}
        </Button>
      ) : null}
    </div>
  );
}
