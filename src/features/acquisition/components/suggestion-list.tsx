import { useTranslation } from 'react-i18next';
import {
  Badge,
  DescriptionList,
  Heading,
  RecordHeader,
  RecordList,
  RecordListItem,
} from '../../../../design-system';
import type { AcquisitionSuggestion } from '../../../api/generated/model';
import { useFormat } from '../../../lib/format/use-format';
import * as styles from './acquisition.css';

/** Each suggestion with the facts spec section 3 lists for it. */
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
      <p className={styles.plain}>
        {t(filtered ? 'suggestions.noneFiltered' : 'suggestions.none')}
      </p>
    );
  return (
    <RecordList aria-label={t('suggestions.label')}>
      {suggestions.map((suggestion) => (
        <RecordListItem key={suggestion.cod_sugestao}>
          <RecordHeader>
            <Heading level={2} size="sm" className={styles.recordTitle}>
              {suggestion.titulo}
            </Heading>
            <Badge tone="info">{suggestion.desc_situacao ?? suggestion.situacao}</Badge>
          </RecordHeader>
          <DescriptionList
            rows={[
              [t('suggestions.author'), suggestion.autor],
              [t('suggestions.quantity'), suggestion.quantidade_itens],
              [t('suggestions.created'), date(suggestion.data_criacao)],
              [
                t('suggestions.quoted'),
                suggestion.data_cotacao ? date(suggestion.data_cotacao) : null,
              ],
              [
                t('suggestions.foreignWork'),
                suggestion.obra_estrangeira === undefined
                  ? null
                  : t(suggestion.obra_estrangeira ? 'suggestions.yes' : 'suggestions.no'),
              ],
              [t('suggestions.requester'), suggestion.solicitante],
              [t('suggestions.delivered'), suggestion.total_entregue],
              [
                t('suggestions.estimatedDelivery'),
                suggestion.previsao_entrega ? date(suggestion.previsao_entrega) : null,
              ],
              [t('suggestions.library'), suggestion.desc_biblioteca],
            ]}
          />
        </RecordListItem>
      ))}
    </RecordList>
  );
}
