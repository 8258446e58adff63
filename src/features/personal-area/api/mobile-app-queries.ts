import { getGetAppLayersSettingsQueryOptions } from '../../../api/generated/hooks/parameters/parameters';

/**
 * The mobile app area's data: whether (and where) the institution offers the app. The loan
 * token it also shows is the loans feature's (LoanTokenPanel).
 */
export const mobileAppQueries = {
  // The institution's setting changes rarely: once a visit.
  appSettings: () => getGetAppLayersSettingsQueryOptions({ query: { staleTime: Infinity } }),
};
