import {
  getGetAuthorityQueryOptions,
  getListPublicAuthoritiesQueryOptions,
} from '../../../api/generated/hooks/authority/authority';

/** Query options of the authority page; the default and the MARC view read the same record. */
export const authorityQueries = {
  detail: (codAutoridade: number) => getGetAuthorityQueryOptions(codAutoridade),
  /** A page of the public authorities' codes (the server's sitemap). */
  publicListing: (page: number, tamanho: number) =>
    getListPublicAuthoritiesQueryOptions({ page, tamanho }),
};
