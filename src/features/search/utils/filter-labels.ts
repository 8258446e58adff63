import type { TFunction } from 'i18next';
import type { Filter, FilterType } from '../../../api/generated/model';
import type { CodedValueLabels } from '../../../lib/i18n/coded-value-labels';

/** `TIPO:codigo`, the form a filter takes in the URL and in GET /consulta's `filtro`. */
export const filterKey = (filter: Pick<Filter, 'tipo' | 'codigo'>) =>
  `${filter.tipo}:${filter.codigo}`;

const onlyWithCodes = ['C', 'O', 'A'] as const;

/**
 * The text of a filter value. "Without date" and the only-with values are fixed codes the
 * client names itself; work type (T) and language (I) values are coded values, labelled like the
 * records' own (coded-value-labels.ts); the others show the server's text.
 */
export function filterLabel(
  t: TFunction<'search'>,
  filter: Pick<Filter, 'tipo' | 'codigo' | 'descricao'>,
  coded: CodedValueLabels,
) {
  if (filter.tipo === 'Y' && filter.codigo === '0') return t('filters.withoutDate');
  const only = onlyWithCodes.find((code) => code === filter.codigo);
  if (filter.tipo === 'X' && only) return t(`filters.only.${only}`);
  if (filter.tipo === 'T') return coded.workType(filter.codigo, filter.descricao);
  if (filter.tipo === 'I') return coded.language(filter.codigo, filter.descricao);
  return filter.descricao;
}

export const filterTypeLabel = (t: TFunction<'search'>, tipo: FilterType) =>
  t(`filters.types.${tipo}`);
