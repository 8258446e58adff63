import { useTranslation } from 'react-i18next';
import {
  Badge,
  DescriptionList,
  Heading,
  RecordList,
  RecordListEmpty,
  RecordListItem,
} from '../../../../design-system';
import type { AcquisitionSuggestion } from '../../../api/generated/model';
import { useFormat } from '../../../lib/format/use-format';
import * as styles from './acquisition.css';

/**
 * The facts of spec section 3 a patron rarely needs at a glance, shown on demand. The
 * requester is left out: these are the patron's own suggestions, so it was always their name.
 */
function SuggestionDetails({ suggestion }: { suggestion: AcquisitionSuggestion }) {
  const { t } = useTranslation('acquisition');
  const { date } = useFormat();
  return (
    <DescriptionList
      rows={[
        [t('suggestions.quantity'), suggestion.quantidade_itens],
        [t('suggestions.quoted'), suggestion.data_cotacao ? date(suggestion.data_cotacao) : null],
        [
          t('suggestions.foreignWork'),
          suggestion.obra_estrangeira === undefined
            ? null
            : t(suggestion.obra_estrangeira ? 'suggestions.yes' : 'suggestions.no'),
        ],
        [t('suggestions.delivered'), suggestion.total_entregue],
        [
          t('suggestions.estimatedDelivery'),
          suggestion.previsao_entrega ? date(suggestion.previsao_entrega) : null,
        ],
        [t('suggestions.library'), suggestion.desc_biblioteca],
      ]}
    />
  );
}

/**
 * The patron's suggestions as compact records: title, status, author and date on two or three
 * lines (a card of nine facts made the list 5,585 px tall on a phone), the rest on demand.
 */
export function SuggestionList({
  suggestions,
  filtered,
}: {
  suggestions: readonly AcquisitionSuggestion[];
  filtered: boolean;
}) {
  const { t } = useTranslation('acquisition');
  const { date } = useFormat();
  if (suggestions.length === 0)
    return (
      <RecordListEmpty>
        {filtered
          ? `${t('suggestions.noneFiltered')} ${t('suggestions.noneFilteredHint')}`
          : `${t('suggestions.none')} ${t('suggestions.noneHint')}`}
      </RecordListEmpty>
    );
  return (
    <RecordList aria-label={t('suggestions.label')}>
      {suggestions.map((suggestion) => (
        <RecordListItem
          key={suggestion.cod_sugestao}
          title={
            <Heading level={2} size="sm" className={styles.recordTitle}>
              {suggestion.titulo}
            </Heading>
          }
          status={<Badge tone="info">{suggestion.desc_situacao ?? suggestion.situacao}</Badge>}
          meta={[
            suggestion.autor,
            t('suggestions.createdOn', { date: date(suggestion.data_criacao) }),
          ]}
          details={<SuggestionDetails suggestion={suggestion} />}
        />
      ))}
    </RecordList>
  );
}
