import type { QueryClient, UseMutationOptions } from '@tanstack/react-query';
import {
  getCreateWorkPostingRedirectMutationOptions,
  getGetPersonalDataQueryKey,
  getGetPasswordRulesQueryOptions,
  getGetPersonalDataQueryOptions,
  getUpdatePasswordMutationOptions,
  getUpdatePersonalDataMutationOptions,
} from '../../../api/generated/hooks/people/people';
import { getGetSessionUserQueryKey } from '../../../api/generated/hooks/auth/auth';

// Saved personal data changes the form's data and, where the server derives it from them, the
// session user the header greets (`GET /pessoas`, key ['pessoas'], which holds the personal
// data's key too): invalidating the session user's key refreshes both.
const afterPersonalDataChange = {
  invalidates: [getGetSessionUserQueryKey(), getGetPersonalDataQueryKey()],
  handlesOwnError: true,
} satisfies UseMutationOptions['meta'];

/** The account screens' calls: personal data, password rules and change, work posting. */
export const accountQueries = {
  personalData: () => getGetPersonalDataQueryOptions(),
  // The institution's rules change rarely: read once per visit to the screen.
  passwordRules: () => getGetPasswordRulesQueryOptions({ query: { staleTime: Infinity } }),
};

export const accountMutations = {
  savePersonalData: () =>
    getUpdatePersonalDataMutationOptions({ mutation: { meta: afterPersonalDataChange } }),
  // A new password changes no data the app shows; the form shows its own refusals.
  changePassword: () =>
    getUpdatePasswordMutationOptions({ mutation: { meta: { handlesOwnError: true } } }),
  // A fresh signed address on every press; its refusal (not configured) shows on the screen.
  workPosting: () =>
    getCreateWorkPostingRedirectMutationOptions({ mutation: { meta: { handlesOwnError: true } } }),
};

export const prefetchPersonalData = (queryClient: QueryClient) =>
  queryClient.ensureQueryData(accountQueries.personalData());

export const prefetchPasswordRules = (queryClient: QueryClient) =>
  queryClient.ensureQueryData(accountQueries.passwordRules());
