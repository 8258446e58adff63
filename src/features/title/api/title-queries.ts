import {
  getGetTitleDublinCoreQueryOptions,
  getGetTitleMarcQueryOptions,
  getGetTitlePermissionsQueryOptions,
  getGetTitleQueryOptions,
  getGetTitleReferenceQueryOptions,
  getGetTitleStatisticsQueryOptions,
  getGetTitleColorQueryOptions,
  getGetTitleStorageDataQueryOptions,
  getListTitleCopiesQueryOptions,
  getListTitleLibrariesQueryOptions,
  getListTitleLinksQueryOptions,
  getListTitleStatisticsYearsQueryOptions,
  getListPublicTitlesQueryOptions,
} from '../../../api/generated/hooks/catalogue/catalogue';
import {
  getGetAbntReferenceQueryOptions,
  getGetStandardsProviderLinkQueryOptions,
} from '../../../api/generated/hooks/links/links';
import { getGetHoldOptionsQueryOptions } from '../../../api/generated/hooks/holds/holds';
import {
  getGetKardexComboDataQueryOptions,
  getGetKardexDataQueryOptions,
  getGetKardexPermissionQueryOptions,
  getGetTitleSummariesQueryOptions,
} from '../../../api/generated/hooks/kardex/kardex';
import { getGetLoanRequestOptionsQueryOptions } from '../../../api/generated/hooks/loan-requests/loan-requests';
import type { GetKardexDataParams } from '../../../api/generated/model';

// What only changes when the title is catalogued again.
const longLived = { query: { staleTime: 30 * 60_000 } } as const;

/**
 * Query options of the title detail page, one entry per call, shared by the page and its tabs.
 * Each tab reads only its own entries, so only the active tab's data is fetched.
 */
export const titleQueries = {
  detail: (codAcervo: number) => getGetTitleQueryOptions(codAcervo),
  /** A page of the public titles' codes (the server's sitemap). */
  publicListing: (page: number, tamanho: number) =>
    getListPublicTitlesQueryOptions({ page, tamanho }),
  permissions: (codAcervo: number) => getGetTitlePermissionsQueryOptions(codAcervo),
  reference: (codAcervo: number) => getGetTitleReferenceQueryOptions(codAcervo),
  // The tab shows the released (public display) form of the record, as the contract asks.
  marc: (codAcervo: number) => getGetTitleMarcQueryOptions(codAcervo, { liberacao: 1 }),
  copies: (codAcervo: number) => getListTitleCopiesQueryOptions(codAcervo),
  dublinCore: (codAcervo: number) => getGetTitleDublinCoreQueryOptions(codAcervo),
  libraries: (codAcervo: number) => getListTitleLibrariesQueryOptions(codAcervo),
  summaries: (codAcervo: number) => getGetTitleSummariesQueryOptions(codAcervo),
  links: (codAcervo: number) => getListTitleLinksQueryOptions(codAcervo),
  color: (codAcervo: number) => getGetTitleColorQueryOptions(codAcervo, longLived),
  abnt: (codAcervo: number) => getGetAbntReferenceQueryOptions(codAcervo, longLived),
  /** 422 when the provider does not hold the title: the page then offers no link. */
  standardsLink: (codAcervo: number) =>
    getGetStandardsProviderLinkQueryOptions(codAcervo, longLived),
  statisticsYears: (codAcervo: number) => getListTitleStatisticsYearsQueryOptions(codAcervo),
  statistics: (codAcervo: number, year: number) =>
    getGetTitleStatisticsQueryOptions(codAcervo, year),
  storage: (codAcervo: number, codBiblioteca: number) =>
    getGetTitleStorageDataQueryOptions(codAcervo, { cod_biblioteca: codBiblioteca }),
  kardexPermission: (codAcervo: number) => getGetKardexPermissionQueryOptions(codAcervo),
  kardexChoices: (codAcervo: number) => getGetKardexComboDataQueryOptions(codAcervo),
  kardexIssues: (codAcervo: number, params: GetKardexDataParams) =>
    getGetKardexDataQueryOptions(codAcervo, params),
  // Patron-only calls: the tabs enable them only for a signed-in patron.
  holdOptions: (codAcervo: number) => getGetHoldOptionsQueryOptions(codAcervo),
  loanRequestOptions: (codAcervo: number) => getGetLoanRequestOptionsQueryOptions(codAcervo),
};
