import { getGetAuthorityQueryOptions } from '../../../api/generated/hooks/authority/authority';

/** Query options of the authority page; the default and the MARC view read the same record. */
export const authorityQueries = {
  detail: (codAutoridade: number) => getGetAuthorityQueryOptions(codAutoridade),
};
