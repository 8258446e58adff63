import type { TFunction } from 'i18next';
import type { Filter, FilterType } from '../../../api/generated/model';

/** `TIPO:codigo`, the form a filter takes in the URL and in GET /consulta's `filtro`. */
export const filterKey = (filter: Pick<Filter, 'tipo' | 'codigo'>) =>
  `${filter.tipo}:${filter.codigo}`;

const onlyWithCodes = ['C', 'O', 'A'] as const;

/**
 * The text of a filter value. The server describes most values in the interface language;
 * "Without date" and the only-with values are fixed codes the client names itself.
 */
export function filterLabel(
  t: TFunction<'search'>,
  filter: Pick<Filter, 'tipo' | 'codigo' | 'descricao'>,
) {
  if (filter.tipo === 'Y' && filter.codigo === '0') return t('filters.withoutDate');
  const only = onlyWithCodes.find((code) => code === filter.codigo);
  if (filter.tipo === 'X' && only) return t(`filters.only.${only}`);
  return filter.descricao;
}

export const filterTypeLabel = (t: TFunction<'search'>, tipo: FilterType) =>
  t(`filters.types.${tipo}`);
