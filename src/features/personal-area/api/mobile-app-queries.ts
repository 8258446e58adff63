import {
  getCreateLoanTokenMutationOptions,
  getGetLoanTokenQueryKey,
  getGetLoanTokenQueryOptions,
} from '../../../api/generated/hooks/loans/loans';
import { getGetAppLayersSettingsQueryOptions } from '../../../api/generated/hooks/parameters/parameters';

/** The mobile app area's data: whether (and where) the institution offers the app, the loan token. */
export const mobileAppQueries = {
  // The institution's setting changes rarely: once a visit.
  appSettings: () => getGetAppLayersSettingsQueryOptions({ query: { staleTime: Infinity } }),
  loanToken: () => getGetLoanTokenQueryOptions(),
};

/** Issues a new loan token (6 digits, short-lived); the answer replaces the cached token. */
export const createLoanTokenMutation = () => getCreateLoanTokenMutationOptions();
export const loanTokenQueryKey = getGetLoanTokenQueryKey;
