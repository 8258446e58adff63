import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getListAuthorityTypesQueryOptions } from '../../../api/generated/hooks/authority/authority';
import {
  getGetNetworkTitleQueryOptions,
  getListNetworkInstitutionsQueryOptions,
} from '../../../api/generated/hooks/network/network';
import {
  getListArchiveOptionsQueryKey,
  getListArchiveOptionsQueryOptions,
  getListCaseLawOptionsQueryKey,
  getListCaseLawOptionsQueryOptions,
  getListIndexOptionsQueryOptions,
  getListNormativeActOptionsQueryKey,
  getListNormativeActOptionsQueryOptions,
  getSearchCatalogueQueryOptions,
} from '../../../api/generated/hooks/search/search';
import type { SearchCatalogueParams } from '../../../api/generated/model';

import { keyInLanguage } from '../../../api/queries/language-key';
import { cachePolicy } from '../../../api/queries/query-policies';

// Option lists change only when the library edits them.
const longLived = cachePolicy.institutionContent;
// A network service that is down stays down for a while: one retry, then say so.
const network = { query: { staleTime: 30 * 60_000, retry: 1 } } as const;

/** Query options of the guides with forms of their own (index, authority, network, archive…). */
export const guideQueries = {
  /** Indexes browsable by initial word (GET /opcoes-indice). */
  indexOptions: () => getListIndexOptionsQueryOptions(longLived),
  /** The authority types of the authority search's select (GET /autoridade/combo). */
  authorityTypes: () => getListAuthorityTypesQueryOptions(undefined, longLived),
  /** Document types of the archive guide's select (GET /opcoes-arquivo), in the language asked. */
  archiveOptions: () =>
    getListArchiveOptionsQueryOptions({
      query: { ...longLived.query, queryKey: keyInLanguage(getListArchiveOptionsQueryKey()) },
    }),
  /** Act types of the normative-acts guide's select (GET /opcoes-atos-normativos). */
  normativeActOptions: () =>
    getListNormativeActOptionsQueryOptions({
      query: { ...longLived.query, queryKey: keyInLanguage(getListNormativeActOptionsQueryKey()) },
    }),
  /** Courts of the case-law guide's select (GET /jurisprudencia-options). */
  caseLawOptions: () =>
    getListCaseLawOptionsQueryOptions({
      query: { ...longLived.query, queryKey: keyInLanguage(getListCaseLawOptionsQueryKey()) },
    }),
  /** Institutions of the library network (filter Z of a network search). */
  networkInstitutions: () => getListNetworkInstitutionsQueryOptions(network),
  /** A title of the network catalogue, from its holding institution. */
  networkTitle: (acervo: number, codEmpresa: number) =>
    getGetNetworkTitleQueryOptions(acervo, { cod_empresa: codEmpresa }, network),
  /**
   * A page of an index browse or an authority search (GET /consulta with base `indice` or
   * `autoridade`); the previous page stays on screen while the next one loads.
   */
  listing: (params: SearchCatalogueParams) =>
    queryOptions({ ...getSearchCatalogueQueryOptions(params), placeholderData: keepPreviousData }),
  /** A page of a network search: the same call, retried once like the other network calls. */
  networkResults: (params: SearchCatalogueParams) =>
    queryOptions({
      ...getSearchCatalogueQueryOptions(params),
      placeholderData: keepPreviousData,
      retry: 1,
    }),
};
