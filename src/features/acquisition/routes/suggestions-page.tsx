import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Heading } from '../../../../design-system';
import { QueryView } from '../../../lib/query-state/query-state';
import { acquisitionQueries } from '../api/acquisition-queries';
import * as styles from '../components/acquisition.css';
import { SuggestionFilterForm } from '../components/suggestion-filter-form';
import { SuggestionList } from '../components/suggestion-list';
import {
  isSuggestionFilterSet,
  searchOfSuggestionFilter,
  suggestionFilterOf,
  suggestionRequestOf,
  validateSuggestionFilter,
} from '../utils/suggestion-filter';

/**
 * `/meu-portal/aquisicao/sugestoes`: the patron's acquisition suggestions
 * (`GET /aquisicao/sugestoes`), all or those of a period and one of the 14 statuses
 * (`GET /aquisicao/sugestoes/situacao`), the filter kept in the address.
 */
export function SuggestionsPage() {
  const { t } = useTranslation('acquisition');
  const [searchParams, setSearchParams] = useSearchParams();
  const applied = suggestionFilterOf(searchParams);
  const statuses = useQuery(acquisitionQueries.statuses());
  const codes = statuses.data?.map((status) => status.codigo) ?? [];
  // A typed address with the dates reversed or an unknown status is refused here, not sent.
  const refused = statuses.isSuccess && validateSuggestionFilter(applied, codes) !== null;
  const suggestions = useQuery({
    ...acquisitionQueries.suggestions(suggestionRequestOf(applied)),
    enabled: statuses.isSuccess && !refused,
    placeholderData: keepPreviousData,
  });

  return (
    <div className={styles.page}>
      <Heading level={1}>{t('suggestions.title')}</Heading>
      <QueryView query={statuses} errorTitle={t('suggestions.statusesError')}>
        {(list) => (
          <>
            <SuggestionFilterForm
              applied={applied}
              statuses={list}
              onApply={(filter) => setSearchParams(searchOfSuggestionFilter(filter))}
              onClear={() => setSearchParams({})}
            />
            {refused ? null : (
              <QueryView query={suggestions} errorTitle={t('suggestions.loadError')}>
                {(found) => (
                  <SuggestionList suggestions={found} filtered={isSuggestionFilterSet(applied)} />
                )}
              </QueryView>
            )}
          </>
        )}
      </QueryView>
    </div>
  );
}
