import {
  getGetTitleDublinCoreQueryOptions,
  getGetTitleMarcQueryOptions,
  getGetTitlePermissionsQueryOptions,
  getGetTitleQueryOptions,
  getGetTitleReferenceQueryOptions,
  getGetTitleStatisticsQueryOptions,
  getGetTitleStorageDataQueryOptions,
  getListTitleCopiesQueryOptions,
  getListTitleLibrariesQueryOptions,
  getListTitleStatisticsYearsQueryOptions,
} from '../../../api/generated/hooks/catalogue/catalogue';
import { getGetHoldOptionsQueryOptions } from '../../../api/generated/hooks/holds/holds';
import {
  getGetKardexComboDataQueryOptions,
  getGetKardexDataQueryOptions,
  getGetKardexPermissionQueryOptions,
  getGetTitleSummariesQueryOptions,
} from '../../../api/generated/hooks/kardex/kardex';
import { getGetLoanRequestOptionsQueryOptions } from '../../../api/generated/hooks/loan-requests/loan-requests';
import type { GetKardexDataParams } from '../../../api/generated/model';

/**
 * Query options of the title detail page, one entry per call, shared by the page and its tabs.
 * Each tab reads only its own entries, so only the active tab's data is fetched.
 */
export const titleQueries = {
  detail: (codAcervo: number) => getGetTitleQueryOptions(codAcervo),
  permissions: (codAcervo: number) => getGetTitlePermissionsQueryOptions(codAcervo),
  reference: (codAcervo: number) => getGetTitleReferenceQueryOptions(codAcervo),
  // The tab shows the released (public display) form of the record, as the contract asks.
  marc: (codAcervo: number) => getGetTitleMarcQueryOptions(codAcervo, { liberacao: 1 }),
  copies: (codAcervo: number) => getListTitleCopiesQueryOptions(codAcervo),
  dublinCore: (codAcervo: number) => getGetTitleDublinCoreQueryOptions(codAcervo),
  libraries: (codAcervo: number) => getListTitleLibrariesQueryOptions(codAcervo),
  summaries: (codAcervo: number) => getGetTitleSummariesQueryOptions(codAcervo),
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
