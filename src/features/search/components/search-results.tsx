import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Heading,
  ListBoxItem,
  Pagination,
  Select,
  Spinner,
} from '../../../../design-system';
import type { SearchGuide } from '../../../api/generated/model';
import { searchQueries } from '../api/search-queries';
import { PAGE_SIZE, toggleFilter, toSearchParams, type SearchUrlState } from '../utils/search-url';
import { ChosenFilters } from './chosen-filters';
import { FacetsPanel } from './facets-panel';
import { ResultItem } from './result-item';
import * as styles from './search.css';

const HEADING_ID = 'resultados-titulo';

/** Results of the search the URL describes: count, sort, chosen filters, facets, list, pages. */
export function SearchResults({
  state,
  guide,
  onChange,
}: {
  state: SearchUrlState;
  guide: SearchGuide;
  onChange: (next: SearchUrlState) => void;
}) {
  const { t } = useTranslation('search');
  const results = useQuery(searchQueries.results(toSearchParams(state, guide)));
  const sorts = useQuery(searchQueries.sortOptions());
  const answer = results.data;
  const needsDefaultCover = !!answer?.consulta.data.some((record) => !record.link_capa);
  const defaultImage = useQuery({ ...searchQueries.defaultImage(), enabled: needsDefaultCover });
  const term = state.linhas ? state.linhas.map((row) => row.termo).join(' ') : state.termo;

  const changePage = (pagina: number) => {
    onChange({ ...state, pagina });
    // The list is replaced: take keyboard and screen-reader users back to its start.
    document.getElementById(HEADING_ID)?.focus();
  };

  return (
    <section aria-labelledby={HEADING_ID}>
      <Heading level={2} id={HEADING_ID} tabIndex={-1}>
        {t('results.heading')}
      </Heading>
      <p aria-live="polite" aria-atomic="true">
        {answer
          ? t('results.count', { count: answer.consulta.total, term })
          : results.isPending
            ? t('results.loading')
            : ''}
      </p>
      {results.isError ? <Alert tone="danger">{t('results.error')}</Alert> : null}
      {results.isPending ? <Spinner /> : null}
      {answer ? (
        <>
          <div className={styles.toolbar}>
            <ChosenFilters
              chosen={state.filtros}
              filters={answer.filtros}
              onRemove={(filter) => onChange(toggleFilter(state, filter))}
              onClear={() => onChange({ ...state, filtros: [], pagina: 1 })}
            />
            {sorts.data && answer.consulta.total > 0 ? (
              <Select
                label={t('results.sort')}
                selectedKey={state.ordenacao}
                onSelectionChange={(key) =>
                  onChange({ ...state, ordenacao: String(key), pagina: 1 })
                }
                items={sorts.data.map((option) => ({ id: option.codigo, ...option }))}
              >
                {(option) => <ListBoxItem id={option.id}>{option.descricao}</ListBoxItem>}
              </Select>
            ) : null}
          </div>
          <div className={styles.resultsLayout}>
            {answer.filtros.length > 0 ? (
              <FacetsPanel
                filters={answer.filtros}
                chosen={state.filtros}
                onToggle={(filter) => onChange(toggleFilter(state, filter))}
              />
            ) : (
              <div />
            )}
            <div>
              {answer.consulta.total === 0 ? (
                <EmptyResult state={state} term={term} onChange={onChange} />
              ) : (
                <>
                  <ol className={styles.list} aria-busy={results.isPlaceholderData}>
                    {answer.consulta.data.map((record) => (
                      <ResultItem
                        key={record.cod_acervo}
                        record={record}
                        defaultCover={defaultImage.data?.imagem}
                      />
                    ))}
                  </ol>
                  {answer.consulta.total > PAGE_SIZE ? (
                    <Pagination
                      aria-label={t('results.pagination')}
                      page={state.pagina}
                      pageCount={Math.ceil(answer.consulta.total / PAGE_SIZE)}
                      onPageChange={changePage}
                    />
                  ) : null}
                </>
              )}
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}

/** Empty results suggest what may find something (spec: similar words, remove a filter). */
function EmptyResult({
  state,
  term,
  onChange,
}: {
  state: SearchUrlState;
  term: string;
  onChange: (next: SearchUrlState) => void;
}) {
  const { t } = useTranslation('search');
  return (
    <div className={styles.suggestions}>
      <Heading level={3}>{t('results.empty.title', { term })}</Heading>
      <p>{t('results.empty.checkSpelling')}</p>
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
