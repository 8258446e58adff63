import { getGetKardexItemQueryOptions } from '../../../api/generated/hooks/kardex/kardex';
import type { GetKardexItemParams } from '../../../api/generated/model';

/** The kardex tab's issue detail (`GET /kardex/{id}/item`), fetched when an issue is opened. */
export const kardexQueries = {
  item: (codAcervo: number, params: GetKardexItemParams) =>
    getGetKardexItemQueryOptions(codAcervo, params),
};
